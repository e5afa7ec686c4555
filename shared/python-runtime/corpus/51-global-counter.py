count = 0
def click():
    global count
    count += 1
for _ in range(3):
    click()
print(count)
