/**
 * Defined for you (do not redefine):
 * const MOD = 1_000_000_007;
 */
/**
 * answer[i] = product of all nums[j] with j != i, modulo MOD.
 * Careful: a product of two numbers below MOD exceeds 2^53, so plain Number multiplication loses digits.
 */
function productExceptSelf(nums: number[]): number[] {
    // Write your solution here
    return [];
}
