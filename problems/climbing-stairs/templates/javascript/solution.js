/**
 * @param {number} n
 * @return {number}
 */
function climbStairs(n) {
  // Write your solution here
  return 0;
}
