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
        List<Double> averages = new ArrayList<>();
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) queue.add(root);
        while (!queue.isEmpty()) {
            int count = queue.size();
            long sum = 0;
            for (int i = 0; i < count; i++) {
                TreeNode node = queue.poll();
                sum += node.val;
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
            averages.add((double) sum / count);
        }
        double[] result = new double[averages.size()];
        for (int i = 0; i < result.length; i++) result[i] = averages.get(i);
        return result;
    }
}
