def double(x):
    print(x * 2)
result = double(4)
print(result)
result.append(1)
