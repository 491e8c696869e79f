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
    public double[] AverageOfLevels(TreeNode root) {
        List<double> averages = new List<double>();
        Queue<TreeNode> queue = new Queue<TreeNode>();
        if (root != null) queue.Enqueue(root);
        while (queue.Count > 0) {
            int count = queue.Count;
            long sum = 0;  // a level of 10^5 large values overflows 32 bits
            for (int i = 0; i < count; i++) {
                TreeNode node = queue.Dequeue();
                sum += node.val;
                if (node.left != null) queue.Enqueue(node.left);
                if (node.right != null) queue.Enqueue(node.right);
            }
            averages.Add((double) sum / count);
        }
        return averages.ToArray();
    }
}
