def area(w, h):
    return w * h
def main():
    print(area(3))
main()
