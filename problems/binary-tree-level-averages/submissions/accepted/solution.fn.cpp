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
    vector<double> averageOfLevels(TreeNode* root) {
        vector<double> averages;
        queue<TreeNode*> pending;
        if (root) pending.push(root);
        while (!pending.empty()) {
            size_t count = pending.size();
            long long sum = 0;  // a level can hold 5 * 10^4 values of 10^6
            for (size_t i = 0; i < count; ++i) {
                TreeNode* node = pending.front();
                pending.pop();
                sum += node->val;
                if (node->left) pending.push(node->left);
                if (node->right) pending.push(node->right);
            }
            averages.push_back((double)sum / count);
        }
        return averages;
    }
};
