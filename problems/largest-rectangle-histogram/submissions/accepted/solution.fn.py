def largest_rectangle_area(heights: List[int]) -> int:
    # When a bar is popped, the bar below it and the bar that pops it are its nearest lower neighbours.
    best = 0
    rising = []  # bar indices with increasing heights
    for i, h in enumerate(heights + [0]):  # a final zero-height bar empties the stack
        while rising and heights[rising[-1]] >= h:
            height = heights[rising.pop()]
            left = rising[-1] + 1 if rising else 0
            best = max(best, height * (i - left))
        rising.append(i)
    return best
