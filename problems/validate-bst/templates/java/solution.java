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
        // Write your solution here
        return false;
    }
}
