/**
 * @param {number[]} nums
 * @return {number}
 */
function lengthOfLIS(nums) {
  // Write your solution here
  return 0;
}
