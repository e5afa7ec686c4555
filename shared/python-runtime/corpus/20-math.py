import math
print(math.sqrt(16), math.pi, math.floor(-2.5), math.ceil(2.1))
print(math.gcd(12, 18), math.factorial(10), math.hypot(3, 4))
