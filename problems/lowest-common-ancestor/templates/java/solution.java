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
        // Write your solution here
        return null;
    }
}
