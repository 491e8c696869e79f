class Solution:
    def networkDelayTime(self, n: int, times: List[List[int]], k: int) -> int:
        # Write your solution here
        return 0
