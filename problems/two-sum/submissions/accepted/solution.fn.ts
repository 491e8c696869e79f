/**
 * Returns the indices [i, j] (i < j) of two numbers that add up to target.
 */
function twoSum(nums: number[], target: number): number[] {
    const firstIndex = new Map<number, number>();
    for (let j = 0; j < nums.length; j++) {
        const i = firstIndex.get(target - nums[j]);
        if (i !== undefined) return [i, j];
        if (!firstIndex.has(nums[j])) firstIndex.set(nums[j], j);
    }
    return [];
}
