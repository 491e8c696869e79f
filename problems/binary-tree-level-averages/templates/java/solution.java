/**
 * Defined for you (do not redefine):
 * class TreeNode {
 *     int val;
 *     TreeNode left, right;
 *     TreeNode(int val) { this.val = val; }
 * }
 */
class Solution {
    double[] averageOfLevels(TreeNode root) {
        // Write your solution here
        return new double[0];
    }
}
