class Solution {
    fun dailyTemperatures(temperatures: IntArray): IntArray {
        // Write your solution here
        return intArrayOf()
    }
}
