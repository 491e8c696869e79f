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
    public bool IsValidBST(TreeNode root) {
        // In-order walk with an explicit stack: the values must come out strictly increasing.
        Stack<TreeNode> pending = new Stack<TreeNode>();
        TreeNode node = root;
        long previous = long.MinValue;  // smaller than every 32-bit value
        while (node != null || pending.Count > 0) {
            for (; node != null; node = node.left) pending.Push(node);
            node = pending.Pop();
            if (node.val <= previous) return false;
            previous = node.val;
            node = node.right;
        }
        return true;
    }
}
