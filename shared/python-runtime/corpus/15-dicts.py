ages = {"Аня": 11, "Боря": 12}
ages["Вика"] = 10
for name, age in ages.items():
    print(name, age)
print(ages.get("Гоша", "нет"), len(ages), sorted(ages))
del ages["Боря"]
print(ages)
print(list(ages.keys()), list(ages.values()))
