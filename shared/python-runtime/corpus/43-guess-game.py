import random
random.seed(7)
secret = random.randint(1, 20)
tries = 0
while True:
    guess = int(input("Твоя догадка: "))
    tries += 1
    if guess < secret:
        print("Больше")
    elif guess > secret:
        print("Меньше")
    else:
        print("Угадал за", tries)
        break
