age = input()
print("Через год: " + age + 1)
