function evalRPN(tokens: string[]): number {
  // Write your solution here
  return 0;
}
