

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    times = json.loads(lines[1])
    k = json.loads(lines[2])
    print(json.dumps(Solution().networkDelayTime(n, times, k), separators=(',', ':')))


main()
