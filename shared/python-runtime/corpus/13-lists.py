a = [3, 1, 4, 1, 5, 9, 2, 6]
a.append(5)
a.insert(0, 7)
print(a)
print(len(a), sum(a), min(a), max(a))
a.remove(1)
print(a.pop(), a)
print(a.index(9), a.count(1), 4 in a)
