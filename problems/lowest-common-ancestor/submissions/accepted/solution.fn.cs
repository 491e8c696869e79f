/**
 * Defined for you (do not redefine):
 * public class TreeNode {
 *     public int val;
 *     public TreeNode left;
 *     public TreeNode right;
 *     public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
public class Solution {
    public TreeNode LowestCommonAncestor(TreeNode root, int p, int q) {
        // A subtree reports p or q when it finds one; the node where two reports meet is the answer.
        // Recursion is fine here: the program runs on a 64 MiB stack.
        if (root == null || root.val == p || root.val == q) return root;
        TreeNode left = LowestCommonAncestor(root.left, p, q);
        TreeNode right = LowestCommonAncestor(root.right, p, q);
        if (left != null && right != null) return root;
        return left != null ? left : right;
    }
}
