

# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    prices = json.loads(lines[0])
    answer = Solution().maxProfit(prices)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
