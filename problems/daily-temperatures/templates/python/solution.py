def daily_temperatures(temperatures: List[int]) -> List[int]:
    # Write your solution here
    return []
