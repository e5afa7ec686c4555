def greet(name, greeting="Привет"):
    return f"{greeting}, {name}!"
print(greet("Аня"))
print(greet("Боря", greeting="Здравствуй"))
def stats(*nums):
    return min(nums), max(nums)
lo, hi = stats(4, 8, 1)
print(lo, hi)
