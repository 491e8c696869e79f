class Solution:
    def numIslands(self, grid: List[str]) -> int:
        # Write your solution here
        return 0
