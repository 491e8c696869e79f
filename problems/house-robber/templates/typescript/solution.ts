function rob(nums: number[]): number {
  // Write your solution here
  return 0;
}
