# Wrong: keeps only letters and drops digits, so "0P" (cleaned: "0p") is reported as a palindrome.
import json
import sys

s = json.loads(sys.stdin.readline())
kept = [c.lower() for c in s if c.isascii() and c.isalpha()]
print("true" if kept == kept[::-1] else "false")
