class Solution {
    fun climbStairs(n: Int): Int {
        val mod = 1_000_000_007
        val ways = IntArray(n + 1)
        ways[0] = 1
        ways[1] = 1
        for (i in 2..n) ways[i] = (ways[i - 1] + ways[i - 2]) % mod
        return ways[n]
    }
}
