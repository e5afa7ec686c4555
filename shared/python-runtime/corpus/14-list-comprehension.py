squares = [x * x for x in range(10) if x % 2 == 0]
print(squares)
matrix = [[i * j for j in range(3)] for i in range(3)]
print(matrix)
print([c for c in "привет" if c not in "ие"])
