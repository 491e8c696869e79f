function largestRectangleArea(heights: number[]): number {
  // Write your solution here
  return 0;
}
