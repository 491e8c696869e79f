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
    bool isValidBST(TreeNode* root) {
        // In-order walk with an explicit stack: the values must come out strictly increasing.
        stack<TreeNode*> pending;
        TreeNode* node = root;
        long long previous = LLONG_MIN;  // smaller than every 32-bit value
        while (node || !pending.empty()) {
            for (; node; node = node->left) pending.push(node);
            node = pending.top();
            pending.pop();
            if (node->val <= previous) return false;
            previous = node->val;
            node = node->right;
        }
        return true;
    }
};
