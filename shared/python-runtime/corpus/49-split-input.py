a, b, c = map(int, input().split())
print(a * b * c)
words = input().split(",")
print([w.strip() for w in words])
