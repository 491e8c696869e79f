/**
 * Defined for you (do not redefine):
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
class Solution {
    fun averageOfLevels(root: TreeNode?): DoubleArray {
        val averages = ArrayList<Double>()
        val queue = java.util.ArrayDeque<TreeNode>()
        if (root != null) queue.add(root)
        while (!queue.isEmpty()) {
            val count = queue.size
            var sum = 0L
            repeat(count) {
                val node = queue.poll()
                sum += node.`val`
                node.left?.let { queue.add(it) }
                node.right?.let { queue.add(it) }
            }
            averages.add(sum.toDouble() / count)
        }
        return averages.toDoubleArray()
    }
}
