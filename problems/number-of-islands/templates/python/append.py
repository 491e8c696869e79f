

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    grid = json.loads(lines[0])
    print(json.dumps(Solution().numIslands(grid), separators=(',', ':')))


main()
