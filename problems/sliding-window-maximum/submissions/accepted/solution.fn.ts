function maxSlidingWindow(nums: number[], k: number): number[] {
  const maxima: number[] = [];
  const window: number[] = []; // indices with decreasing values, live part window[head..]
  let head = 0;
  for (let i = 0; i < nums.length; i++) {
    while (window.length > head && nums[window[window.length - 1]] <= nums[i]) window.pop();
    window.push(i);
    if (window[head] <= i - k) head++; // slid out on the left
    if (i >= k - 1) maxima.push(nums[window[head]]);
  }
  return maxima;
}
