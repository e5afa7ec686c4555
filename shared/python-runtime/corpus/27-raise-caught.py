def check(age):
    if age < 0:
        raise ValueError("возраст не может быть отрицательным")
    return age
try:
    check(-1)
except ValueError as e:
    print("Поймали:", e)
else:
    print("не будет")
