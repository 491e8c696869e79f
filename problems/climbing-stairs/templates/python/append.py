

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    print(json.dumps(Solution().climbStairs(n), separators=(',', ':')))


main()
