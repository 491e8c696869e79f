/**
 * Defined for you (do not redefine):
 * struct TreeNode {
 *     int val;
 *     TreeNode* left;
 *     TreeNode* right;
 *     TreeNode(int v) : val(v), left(nullptr), right(nullptr) {}
 * };
 */
class Solution {
public:
    int best = INT_MIN;

    // Best sum of a path that starts at node and goes down; also tries the path that bends at node.
    // Recursion is fine here: the program runs on a 64 MiB stack.
    int downward(TreeNode* node) {
        if (!node) return 0;
        int left = max(0, downward(node->left));
        int right = max(0, downward(node->right));
        best = max(best, node->val + left + right);
        return node->val + max(left, right);
    }

    int maxPathSum(TreeNode* root) {
        best = INT_MIN;
        downward(root);
        return best;
    }
};
