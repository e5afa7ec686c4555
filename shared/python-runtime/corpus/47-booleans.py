print(5 > 3 and 2 > 3, not True, 0 or "пусто", bool(""), bool([0]))
print(1 < 2 < 3, 3 == 3.0, "a" < "b", None is None)
