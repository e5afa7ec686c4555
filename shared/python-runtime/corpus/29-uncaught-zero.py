a = 5
b = 0
print("до")
print(a / b)
