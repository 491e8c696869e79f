

# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    heights = json.loads(lines[0])
    result = largest_rectangle_area(heights)
    print(str(result))


if __name__ == "__main__":
    main()
