a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(len(set("абракадабра")), sorted(set("абракадабра")))
print(3 in a, 7 in a)
