for a, b in [(7, 2), (-7, 2), (7, -2), (10, 5)]:
    print(a // b, a % b, a / b, divmod(a, b))
