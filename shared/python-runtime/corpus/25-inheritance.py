class Shape:
    def area(self):
        return 0
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
for s in [Shape(), Rect(2, 3), Square(4)]:
    print(type(s).__name__, s.area())
