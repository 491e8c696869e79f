/**
 * @param {number[]} heights
 * @return {number}
 */
function largestRectangleArea(heights) {
  // Write your solution here
  return 0;
}
