

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    coins = json.loads(lines[0])
    amount = json.loads(lines[1])
    print(json.dumps(Solution().coinChange(coins, amount), separators=(',', ':')))


main()
