names = ["Аня", "Боря", "Вика"]
scores = [5, 3, 4]
for i, (n, s) in enumerate(zip(names, scores), start=1):
    print(i, n, s)
print(dict(zip(names, scores)))
print(list(reversed(names)))
