

# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = json.loads(lines[0])
    result = is_valid(s)
    print("true" if result else "false")


if __name__ == "__main__":
    main()
