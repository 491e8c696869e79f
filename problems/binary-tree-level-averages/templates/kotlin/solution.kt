/**
 * Defined for you (do not redefine):
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
class Solution {
    fun averageOfLevels(root: TreeNode?): DoubleArray {
        // Write your solution here
        return doubleArrayOf()
    }
}
