import random
random.seed(42)
print(random.randint(1, 100), random.randint(1, 100))
print(random.choice(["камень", "ножницы", "бумага"]))
items = list(range(10))
random.shuffle(items)
print(items)
print(round(random.random(), 6))
