import json
import sys


class Solution:
    def climbStairs(self, n: int) -> int:
        mod = 10**9 + 7
        before, current = 1, 1
        for _ in range(n - 1):
            before, current = current, (before + current) % mod
        return current

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    print(json.dumps(Solution().climbStairs(n), separators=(',', ':')))


main()
