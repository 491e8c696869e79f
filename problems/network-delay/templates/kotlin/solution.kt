class Solution {
    fun networkDelayTime(n: Int, times: Array<IntArray>, k: Int): Int {
        // Write your solution here
        return 0
    }
}
