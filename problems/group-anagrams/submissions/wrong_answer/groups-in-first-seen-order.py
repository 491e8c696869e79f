# Wrong: groups correctly but prints the groups in the order their first word appears in the input
# instead of the canonical order (groups sorted, ordered by their first word).
import json
import sys

strs = json.loads(sys.stdin.readline())
by_letters = {}
for word in strs:
    by_letters.setdefault("".join(sorted(word)), []).append(word)
print(json.dumps([sorted(group) for group in by_letters.values()], separators=(",", ":")))
