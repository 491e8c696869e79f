def eval_rpn(tokens: List[str]) -> int:
    # Write your solution here
    return 0
