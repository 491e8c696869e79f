/**
 * Defined for you (do not redefine):
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
class Solution {
    fun maxDepth(root: TreeNode?): Int {
        // Recursion is fine here: the program runs on a 64 MiB stack.
        if (root == null) return 0
        return 1 + Math.max(maxDepth(root.left), maxDepth(root.right))
    }
}
