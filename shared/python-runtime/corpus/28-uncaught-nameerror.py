score = 10
print(scroe)
