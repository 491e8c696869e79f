class Solution {
    fun criticalConnections(n: Int, connections: Array<IntArray>): Array<IntArray> {
        // Write your solution here
        return arrayOf()
    }
}
