

# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    temperatures = json.loads(lines[0])
    result = daily_temperatures(temperatures)
    print(json.dumps(result, separators=(",", ":")))


if __name__ == "__main__":
    main()
