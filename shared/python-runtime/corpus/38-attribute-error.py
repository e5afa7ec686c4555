text = "привет"
print(text.uper())
