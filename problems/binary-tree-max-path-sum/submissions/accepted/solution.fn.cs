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
    public int MaxPathSum(TreeNode root) {
        // Reversed preorder lists every child before its parent, so no recursion is needed.
        List<TreeNode> order = new List<TreeNode>();
        Stack<TreeNode> stack = new Stack<TreeNode>();
        stack.Push(root);
        while (stack.Count > 0) {
            TreeNode node = stack.Pop();
            order.Add(node);
            if (node.left != null) stack.Push(node.left);
            if (node.right != null) stack.Push(node.right);
        }
        Dictionary<TreeNode, int> down = new Dictionary<TreeNode, int>(order.Count);  // best path from the node straight down
        int best = int.MinValue;
        for (int i = order.Count - 1; i >= 0; i--) {
            TreeNode node = order[i];
            int left = node.left == null ? 0 : Math.Max(0, down[node.left]);
            int right = node.right == null ? 0 : Math.Max(0, down[node.right]);
            best = Math.Max(best, node.val + left + right);
            down[node] = node.val + Math.Max(left, right);
        }
        return best;
    }
}
