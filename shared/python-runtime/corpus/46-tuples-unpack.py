point = (3, 4)
x, y = point
print(x, y, point)
a, *rest = [1, 2, 3, 4]
print(a, rest)
a, b = 1, 2
a, b = b, a
print(a, b)
