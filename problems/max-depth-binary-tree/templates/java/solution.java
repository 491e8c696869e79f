/**
 * Defined for you (do not redefine):
 * class TreeNode {
 *     int val;
 *     TreeNode left, right;
 *     TreeNode(int val) { this.val = val; }
 * }
 */
class Solution {
    int maxDepth(TreeNode root) {
        // Write your solution here
        return 0;
    }
}
