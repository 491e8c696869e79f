function evalRPN(tokens: string[]): number {
  const apply: Record<string, (a: number, b: number) => number> = {
    '+': (a, b) => a + b,
    '-': (a, b) => a - b,
    '*': (a, b) => a * b,
    '/': (a, b) => Math.trunc(a / b),
  };
  const values: number[] = [];
  for (const token of tokens) {
    if (token in apply) {
      const right = values.pop()!;
      const left = values.pop()!;
      values.push(apply[token](left, right));
    } else values.push(Number(token));
  }
  return values[0];
}
