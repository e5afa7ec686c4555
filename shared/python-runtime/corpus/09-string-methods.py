s = "  Привет, Python!  "
print(s.strip())
print(s.upper())
print(s.lower().strip())
print(s.replace("Python", "мир"))
print(s.strip().split(", "))
print("-".join(["a", "b", "c"]))
print(s.count("о"), s.find("P"), s.strip().startswith("При"))
