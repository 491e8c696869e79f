

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    n = json.loads(lines[0])
    connections = json.loads(lines[1])
    # Prints the pairs in the canonical order: each as [smaller, larger], sorted ascending.
    pairs = sorted(sorted(pair) for pair in Solution().criticalConnections(n, connections))
    print(json.dumps(pairs, separators=(',', ':')))


main()
