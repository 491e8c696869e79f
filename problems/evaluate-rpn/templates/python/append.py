

# ---------- Input/output helpers: you do not need to change anything below. ----------

def main() -> None:
    lines = sys.stdin.read().split("\n")
    tokens = json.loads(lines[0])
    result = eval_rpn(tokens)
    print(str(result))


if __name__ == "__main__":
    main()
