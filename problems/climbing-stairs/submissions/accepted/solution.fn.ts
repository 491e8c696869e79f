function climbStairs(n: number): number {
  const MOD = 1000000007;
  let before = 1;
  let current = 1;
  for (let i = 2; i <= n; i++) {
    // Both terms are below 10^9 + 7, so the sum stays exact in a double.
    [before, current] = [current, (before + current) % MOD];
  }
  return current;
}
