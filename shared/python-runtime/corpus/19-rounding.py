print(round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1234.5678, -2))
print(int(3.9), int(-3.9), abs(-4), 0.1 + 0.2, 1 / 3)
print(2 ** 100, 10 ** -2, 7.0 // 2)
