

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    obstacle_grid = json.loads(lines[0])
    print(json.dumps(Solution().uniquePathsWithObstacles(obstacle_grid), separators=(',', ':')))


main()
