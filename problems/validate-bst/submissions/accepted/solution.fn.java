/**
 * Defined for you (do not redefine):
 * class TreeNode {
 *     int val;
 *     TreeNode left, right;
 *     TreeNode(int val) { this.val = val; }
 * }
 */
class Solution {
    boolean isValidBST(TreeNode root) {
        // In-order walk with an explicit stack: the values must come out strictly increasing.
        ArrayDeque<TreeNode> pending = new ArrayDeque<>();
        TreeNode node = root;
        long previous = Long.MIN_VALUE;  // smaller than every 32-bit value
        while (node != null || !pending.isEmpty()) {
            for (; node != null; node = node.left) pending.push(node);
            node = pending.pop();
            if (node.val <= previous) return false;
            previous = node.val;
            node = node.right;
        }
        return true;
    }
}
