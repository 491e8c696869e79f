/**
 * Defined for you (do not redefine):
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
class Solution {
    fun isValidBST(root: TreeNode?): Boolean {
        // In-order walk with an explicit stack: the values must come out strictly increasing.
        val pending = java.util.ArrayDeque<TreeNode>()
        var node = root
        var previous = Long.MIN_VALUE  // smaller than every 32-bit value
        while (node != null || !pending.isEmpty()) {
            while (node != null) {
                pending.push(node)
                node = node.left
            }
            val next = pending.pop()
            if (next.`val` <= previous) return false
            previous = next.`val`.toLong()
            node = next.right
        }
        return true
    }
}
