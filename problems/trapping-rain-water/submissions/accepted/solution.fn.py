class Solution:
    def trap(self, height: List[int]) -> int:
        """Returns how many units of water the bars hold after the rain."""
        total = 0
        stack = []  # indices of bars with non-increasing heights
        for i, h in enumerate(height):
            while stack and height[stack[-1]] < h:
                bottom = stack.pop()
                if not stack:
                    break
                left = stack[-1]
                total += (i - left - 1) * (min(height[left], h) - height[bottom])
            stack.append(i)
        return total
