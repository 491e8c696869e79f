/**
 * @param {number} n
 * @param {number[][]} times
 * @param {number} k
 * @return {number}
 */
function networkDelayTime(n, times, k) {
  // Write your solution here
  return 0;
}
