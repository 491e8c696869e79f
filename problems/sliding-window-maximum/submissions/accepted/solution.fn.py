def max_sliding_window(nums: List[int], k: int) -> List[int]:
    maxima = []
    window = deque()  # indices with decreasing values; the front is the current maximum
    for i, x in enumerate(nums):
        while window and nums[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:  # slid out on the left
            window.popleft()
        if i >= k - 1:
            maxima.append(nums[window[0]])
    return maxima
