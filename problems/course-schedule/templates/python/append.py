

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    num_courses = json.loads(lines[0])
    prerequisites = json.loads(lines[1])
    print(json.dumps(Solution().canFinish(num_courses, prerequisites), separators=(',', ':')))


main()
