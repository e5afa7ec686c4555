for i in range(1, 4):
    row = ""
    for j in range(1, 4):
        row += f"{i * j:4}"
    print(row)
