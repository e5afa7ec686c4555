total = 0
while True:
    line = input()
    if line == "стоп":
        break
    total += int(line)
print("Сумма:", total)
