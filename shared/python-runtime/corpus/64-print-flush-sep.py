print("a", "b", sep="")
print(*[1, 2, 3])
print(*"abc", sep=", ")
print("x", end="!\n")
