def eval_rpn(tokens: List[str]) -> int:
    values = []
    for token in tokens:
        if token not in ("+", "-", "*", "/"):
            values.append(int(token))
            continue
        right, left = values.pop(), values.pop()
        if token == "+":
            values.append(left + right)
        elif token == "-":
            values.append(left - right)
        elif token == "*":
            values.append(left * right)
        else:
            quotient = abs(left) // abs(right)  # truncate toward zero, unlike //
            values.append(quotient if (left < 0) == (right < 0) else -quotient)
    return values[0]
