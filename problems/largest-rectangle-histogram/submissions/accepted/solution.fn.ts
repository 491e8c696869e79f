function largestRectangleArea(heights: number[]): number {
  // When a bar is popped, the bar below it and the bar that pops it are its nearest lower neighbours.
  let best = 0;
  const rising: number[] = []; // bar indices with increasing heights
  for (let i = 0; i <= heights.length; i++) {
    const h = i < heights.length ? heights[i] : 0; // a final zero-height bar empties the stack
    while (rising.length > 0 && heights[rising[rising.length - 1]] >= h) {
      const height = heights[rising.pop()!];
      const left = rising.length > 0 ? rising[rising.length - 1] + 1 : 0;
      best = Math.max(best, height * (i - left));
    }
    rising.push(i);
  }
  return best;
}
