/**
 * Defined for you (do not redefine):
 * class TreeNode {
 *     int val;
 *     TreeNode left, right;
 *     TreeNode(int val) { this.val = val; }
 * }
 */
class Solution {
    int maxPathSum(TreeNode root) {
        // Reversed preorder lists every child before its parent, so no recursion is needed.
        List<TreeNode> order = new ArrayList<>();
        ArrayDeque<TreeNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            order.add(node);
            if (node.left != null) stack.push(node.left);
            if (node.right != null) stack.push(node.right);
        }
        Map<TreeNode, Integer> down = new HashMap<>();  // best path from the node straight down
        int best = Integer.MIN_VALUE;
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode node = order.get(i);
            int left = node.left == null ? 0 : Math.max(0, down.get(node.left));
            int right = node.right == null ? 0 : Math.max(0, down.get(node.right));
            best = Math.max(best, node.val + left + right);
            down.put(node, node.val + Math.max(left, right));
        }
        return best;
    }
}
