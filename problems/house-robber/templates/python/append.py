

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    nums = json.loads(lines[0])
    print(json.dumps(Solution().rob(nums), separators=(',', ':')))


main()
