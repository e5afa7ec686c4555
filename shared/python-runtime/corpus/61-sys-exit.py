import sys
print("до выхода")
sys.exit(0)
print("после")
