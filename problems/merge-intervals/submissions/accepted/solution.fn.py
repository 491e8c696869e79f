class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        """Merges all overlapping (or touching) intervals; returns them sorted by start."""
        merged = []
        for start, end in sorted(intervals):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        return merged
