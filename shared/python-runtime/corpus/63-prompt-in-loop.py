for i in range(3):
    x = input(f"Число {i + 1}: ")
    print("Ты ввёл", x)
