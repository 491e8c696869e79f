class Solution {
    private val MOD = 1_000_000_007

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    fun productExceptSelf(nums: IntArray): IntArray {
        val n = nums.size
        val answer = IntArray(n)
        var prefix = 1L
        for (i in 0 until n) {
            answer[i] = prefix.toInt()
            prefix = prefix * nums[i] % MOD
        }
        var suffix = 1L
        for (i in n - 1 downTo 0) {
            answer[i] = (answer[i] * suffix % MOD).toInt()
            suffix = suffix * nums[i] % MOD
        }
        return answer
    }
}
