/**
 * Defined for you (do not redefine):
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
class Solution {
    fun maxPathSum(root: TreeNode?): Int {
        // Reversed preorder lists every child before its parent, so no recursion is needed.
        val order = ArrayList<TreeNode>()
        val stack = java.util.ArrayDeque<TreeNode>()
        if (root != null) stack.push(root)
        while (!stack.isEmpty()) {
            val node = stack.pop()
            order.add(node)
            node.left?.let { stack.push(it) }
            node.right?.let { stack.push(it) }
        }
        val down = HashMap<TreeNode, Int>()  // best path from the node straight down
        var best = Int.MIN_VALUE
        for (i in order.indices.reversed()) {
            val node = order[i]
            val left = node.left?.let { Math.max(0, down.getValue(it)) } ?: 0
            val right = node.right?.let { Math.max(0, down.getValue(it)) } ?: 0
            best = Math.max(best, node.`val` + left + right)
            down[node] = node.`val` + Math.max(left, right)
        }
        return best
    }
}
