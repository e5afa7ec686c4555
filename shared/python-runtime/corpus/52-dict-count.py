text = "мама мыла раму мама"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
for w in sorted(counts, key=counts.get, reverse=True):
    print(w, counts[w])
