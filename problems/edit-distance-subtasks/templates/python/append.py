

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    word1 = json.loads(lines[0])
    word2 = json.loads(lines[1])
    print(json.dumps(Solution().minDistance(word1, word2), separators=(',', ':')))


main()
