def daily_temperatures(temperatures: List[int]) -> List[int]:
    wait = [0] * len(temperatures)
    waiting = []  # days still without a warmer day; the coldest is on top
    for day, t in enumerate(temperatures):
        while waiting and temperatures[waiting[-1]] < t:
            earlier = waiting.pop()
            wait[earlier] = day - earlier
        waiting.append(day)
    return wait
