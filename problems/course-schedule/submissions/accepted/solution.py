import json
import sys
from collections import deque
from typing import List


class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        unlocks = [[] for _ in range(numCourses)]
        missing = [0] * numCourses
        for course, before in prerequisites:
            unlocks[before].append(course)
            missing[course] += 1
        ready = deque(c for c in range(numCourses) if missing[c] == 0)
        taken = 0
        while ready:
            c = ready.popleft()
            taken += 1
            for nxt in unlocks[c]:
                missing[nxt] -= 1
                if missing[nxt] == 0:
                    ready.append(nxt)
        return taken == numCourses

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    num_courses = json.loads(lines[0])
    prerequisites = json.loads(lines[1])
    print(json.dumps(Solution().canFinish(num_courses, prerequisites), separators=(',', ':')))


main()
