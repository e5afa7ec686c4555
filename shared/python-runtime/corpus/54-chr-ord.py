print(ord("A"), chr(66), ord("я"))
print("".join(chr(ord(c) + 1) for c in "HAL"))
print(str(42).zfill(5), "7".rjust(3, "0"), "ab".center(6, "*"))
