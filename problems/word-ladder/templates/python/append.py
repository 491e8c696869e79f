

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    begin_word = json.loads(lines[0])
    end_word = json.loads(lines[1])
    word_list = json.loads(lines[2])
    print(json.dumps(Solution().ladderLength(begin_word, end_word, word_list), separators=(',', ':')))


main()
