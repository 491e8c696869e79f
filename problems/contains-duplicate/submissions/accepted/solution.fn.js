/**
 * Returns true when some value appears at least twice in nums.
 * @param {number[]} nums
 * @return {boolean}
 */
function containsDuplicate(nums) {
    return new Set(nums).size !== nums.length;
}
