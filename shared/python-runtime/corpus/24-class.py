class Pet:
    def __init__(self, name, sound):
        self.name = name
        self.sound = sound
    def speak(self):
        return f"{self.name} говорит {self.sound}"
    def __str__(self):
        return f"Питомец {self.name}"
cat = Pet("Мурка", "мяу")
print(cat.speak())
print(cat)
print(isinstance(cat, Pet))
