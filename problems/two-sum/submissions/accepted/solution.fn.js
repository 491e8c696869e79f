/**
 * Returns the indices [i, j] (i < j) of two numbers that add up to target.
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
function twoSum(nums, target) {
    const firstIndex = new Map();
    for (let j = 0; j < nums.length; j++) {
        const i = firstIndex.get(target - nums[j]);
        if (i !== undefined) return [i, j];
        if (!firstIndex.has(nums[j])) firstIndex.set(nums[j], j);
    }
    return [];
}
