def is_valid(s: str) -> bool:
    # Write your solution here
    return False
