price = float(input())
count = int(input())
total = price * count
print(f"Итого: {total:.2f} руб.")
print(round(total, 1), total)
