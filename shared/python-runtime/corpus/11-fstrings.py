name = "Аня"
age = 11
print(f"{name} — {age} лет")
print(f"{age * 2 = }")
print(f"{name!r} {name:>6}|{name:<6}|{name:^7}|")
