

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    edges = json.loads(lines[1])
    print(json.dumps(Solution().countComponents(n, edges), separators=(',', ':')))


main()
