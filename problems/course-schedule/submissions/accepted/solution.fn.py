from collections import deque


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
