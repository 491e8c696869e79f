

# ---------- Input/output: each input line holds one JSON value ----------
def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    target = json.loads(lines[1])
    answer = Solution().twoSum(nums, target)
    print(json.dumps(answer, separators=(",", ":")))


if __name__ == "__main__":
    main()
