print(math.sqrt(9))
