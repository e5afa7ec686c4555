print("Привет"
print("мир")
