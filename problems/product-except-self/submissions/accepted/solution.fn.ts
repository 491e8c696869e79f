/**
 * Defined for you (do not redefine):
 * const MOD = 1_000_000_007;
 */
/**
 * answer[i] = product of all nums[j] with j != i, modulo MOD.
 * Careful: a product of two numbers below MOD exceeds 2^53, so plain Number multiplication loses digits.
 */
function productExceptSelf(nums: number[]): number[] {
    // Splits b into 16-bit halves so every intermediate product stays below 2^53.
    const mulMod = (a: number, b: number): number => ((((a * (b >>> 16)) % MOD) * 65536) + a * (b & 65535)) % MOD;
    const n = nums.length;
    const answer = new Array<number>(n);
    let prefix = 1;
    for (let i = 0; i < n; i++) {
        answer[i] = prefix;
        prefix = mulMod(prefix, nums[i]);
    }
    let suffix = 1;
    for (let i = n - 1; i >= 0; i--) {
        answer[i] = mulMod(answer[i], suffix);
        suffix = mulMod(suffix, nums[i]);
    }
    return answer;
}
