def largest_rectangle_area(heights: List[int]) -> int:
    # Write your solution here
    return 0
