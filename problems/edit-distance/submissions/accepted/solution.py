import json
import sys


class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        prev = list(range(len(word2) + 1))
        for i, a in enumerate(word1, 1):
            cur = [i]
            left = i
            for j, b in enumerate(word2, 1):
                if a == b:
                    left = prev[j - 1]
                else:
                    diag, up = prev[j - 1], prev[j]
                    left = 1 + (diag if diag < up and diag < left else up if up < left else left)
                cur.append(left)
            prev = cur
        return prev[-1]

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    word1 = json.loads(lines[0])
    word2 = json.loads(lines[1])
    print(json.dumps(Solution().minDistance(word1, word2), separators=(',', ':')))


main()
