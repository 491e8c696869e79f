/**
 * Returns true when some value appears at least twice in nums.
 */
function containsDuplicate(nums: number[]): boolean {
    return new Set(nums).size !== nums.length;
}
