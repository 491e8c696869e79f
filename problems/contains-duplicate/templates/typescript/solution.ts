/**
 * Returns true when some value appears at least twice in nums.
 */
function containsDuplicate(nums: number[]): boolean {
    // Write your solution here
    return false;
}
