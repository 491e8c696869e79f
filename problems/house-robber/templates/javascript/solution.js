/**
 * @param {number[]} nums
 * @return {number}
 */
function rob(nums) {
  // Write your solution here
  return 0;
}
