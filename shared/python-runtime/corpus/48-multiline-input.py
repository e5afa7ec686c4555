n = int(input())
nums = [int(input()) for _ in range(n)]
print(sum(nums) / n)
print(max(nums), min(nums))
