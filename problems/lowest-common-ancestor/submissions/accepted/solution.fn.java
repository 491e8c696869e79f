/**
 * Defined for you (do not redefine):
 * class TreeNode {
 *     int val;
 *     TreeNode left, right;
 *     TreeNode(int val) { this.val = val; }
 * }
 */
class Solution {
    TreeNode lowestCommonAncestor(TreeNode root, int p, int q) {
        // A subtree reports p or q when it finds one; the node where two reports meet is the answer.
        // Recursion is fine here: the program runs on a 64 MiB stack.
        if (root == null || root.val == p || root.val == q) return root;
        TreeNode left = lowestCommonAncestor(root.left, p, q);
        TreeNode right = lowestCommonAncestor(root.right, p, q);
        if (left != null && right != null) return root;
        return left != null ? left : right;
    }
}
