function coinChange(coins: number[], amount: number): number {
  // Write your solution here
  return 0;
}
