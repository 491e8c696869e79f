class Solution:
    def shortestPathBinaryMatrix(self, grid: List[List[int]]) -> int:
        # Write your solution here
        return 0
