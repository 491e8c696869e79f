# Wrong: merges only when the next interval starts strictly before the current end,
# so intervals that merely touch ([1,4] and [4,5]) are left apart.
import json
import sys

merged = []
for start, end in sorted(json.loads(sys.stdin.readline())):
    if merged and start < merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], end)
    else:
        merged.append([start, end])
print(json.dumps(merged, separators=(",", ":")))
