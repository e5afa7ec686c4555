if True:
print("да")
