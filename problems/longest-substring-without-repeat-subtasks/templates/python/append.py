

# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    answer = Solution().lengthOfLongestSubstring(s)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
