print([1, "два", 3.0, None, True])
print({"a": [1, 2], "b": (3,)})
print((1,), set(), {}, "")
print(repr("кавычка ' внутри"))
