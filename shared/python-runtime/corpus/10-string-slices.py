w = "программирование"
print(w[0], w[-1], w[2:5], w[::-1], w[::3])
print(len(w), w.title(), w.capitalize())
