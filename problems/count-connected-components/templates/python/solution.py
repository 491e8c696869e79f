class Solution:
    def countComponents(self, n: int, edges: List[List[int]]) -> int:
        # Write your solution here
        return 0
