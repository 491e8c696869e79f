/**
 * Defined for you (do not redefine):
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
class Solution {
    fun lowestCommonAncestor(root: TreeNode?, p: Int, q: Int): TreeNode? {
        // A subtree reports p or q when it finds one; the node where two reports meet is the answer.
        // Recursion is fine here: the program runs on a 64 MiB stack.
        if (root == null || root.`val` == p || root.`val` == q) return root
        val left = lowestCommonAncestor(root.left, p, q)
        val right = lowestCommonAncestor(root.right, p, q)
        if (left != null && right != null) return root
        return left ?: right
    }
}
