function climbStairs(n: number): number {
  // Write your solution here
  return 0;
}
