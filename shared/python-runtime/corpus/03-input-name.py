name = input("Как тебя зовут? ")
print("Привет,", name + "!")
