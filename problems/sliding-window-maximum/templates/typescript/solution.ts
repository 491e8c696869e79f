function maxSlidingWindow(nums: number[], k: number): number[] {
  // Write your solution here
  return [];
}
