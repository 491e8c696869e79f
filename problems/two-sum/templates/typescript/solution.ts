/**
 * Returns the indices [i, j] (i < j) of two numbers that add up to target.
 */
function twoSum(nums: number[], target: number): number[] {
    // Write your solution here
    return [];
}
