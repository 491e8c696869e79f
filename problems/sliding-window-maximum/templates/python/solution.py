def max_sliding_window(nums: List[int], k: int) -> List[int]:
    # Write your solution here
    return []
