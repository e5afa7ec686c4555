words = ["банан", "Апельсин", "яблоко", "киви"]
print(sorted(words))
print(sorted(words, key=len))
print(sorted(words, key=str.lower, reverse=True))
nums = [5, 2, 9, 1]
nums.sort()
print(nums)
people = [("Аня", 11), ("Боря", 9), ("Вика", 11)]
print(sorted(people, key=lambda p: (-p[1], p[0])))
