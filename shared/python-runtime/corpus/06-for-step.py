for i in range(10, 0, -3):
    print(i)
for i in range(0, 20, 5):
    print(i, end=" ")
print()
