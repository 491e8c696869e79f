# Wrong: a correct sliding window, but on ties it keeps the later window (<= instead of <),
# so it reports the rightmost shortest window instead of the leftmost.
import json
import sys
from collections import Counter

s = json.loads(sys.stdin.readline())
t = json.loads(sys.stdin.readline())
need = Counter(t)
missing = len(t)
start = 0
best = None
for end, c in enumerate(s):
    if need[c] > 0:
        missing -= 1
    need[c] -= 1
    if missing:
        continue
    while need[s[start]] < 0:
        need[s[start]] += 1
        start += 1
    if best is None or end - start + 1 <= best[1] - best[0]:
        best = (start, end + 1)
print(json.dumps("" if best is None else s[best[0]:best[1]]))
