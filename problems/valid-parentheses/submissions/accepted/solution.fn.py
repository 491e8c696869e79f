def is_valid(s: str) -> bool:
    partner = {")": "(", "]": "[", "}": "{"}
    open_brackets = []  # brackets still waiting for their partner, innermost last
    for c in s:
        if c not in partner:
            open_brackets.append(c)
        elif not open_brackets or open_brackets.pop() != partner[c]:
            return False
    return not open_brackets
