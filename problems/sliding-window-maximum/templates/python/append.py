

# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    nums = json.loads(lines[0])
    k = json.loads(lines[1])
    result = max_sliding_window(nums, k)
    print(json.dumps(result, separators=(",", ":")))


if __name__ == "__main__":
    main()
