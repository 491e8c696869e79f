class Solution {
    fun countComponents(n: Int, edges: Array<IntArray>): Int {
        // Write your solution here
        return 0
    }
}
