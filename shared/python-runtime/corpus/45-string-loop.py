word = input()
vowels = 0
for ch in word.lower():
    if ch in "аеёиоуыэюя":
        vowels += 1
print(word, vowels, word[::-1] == word)
