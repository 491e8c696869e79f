# Wrong: finds the right length, but on ties it keeps the last palindrome found (the rightmost)
# instead of the leftmost one, e.g. "aba" instead of "bab" for "babad".
import json
import sys

s = json.loads(sys.stdin.readline())
n = len(s)
best_start, best_length = 0, 1
for center in range(2 * n - 1):
    left, right = center // 2, center // 2 + center % 2
    while left >= 0 and right < n and s[left] == s[right]:
        left -= 1
        right += 1
    if right - left - 1 >= best_length:
        best_start, best_length = left + 1, right - left - 1
print(json.dumps(s[best_start:best_start + best_length]))
