a = [1, 2, 3]
b = a
b.append(4)
c = a.copy()
c.append(5)
print(a, b, c)
a.extend([6, 7])
print(a[1:4], a[-2:], a[::2])
a.reverse()
print(a)
print([0] * 3, [1, 2] + [3])
