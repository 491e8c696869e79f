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
    TreeNode* lowestCommonAncestor(TreeNode* root, int p, int q) {
        // Record every node's parent with an explicit stack, then climb from both nodes.
        unordered_map<TreeNode*, TreeNode*> parent;
        TreeNode* nodeP = nullptr;
        TreeNode* nodeQ = nullptr;
        vector<TreeNode*> pending = {root};
        parent[root] = nullptr;
        while (!pending.empty()) {
            TreeNode* node = pending.back();
            pending.pop_back();
            if (node->val == p) nodeP = node;
            if (node->val == q) nodeQ = node;
            for (TreeNode* child : {node->left, node->right}) {
                if (!child) continue;
                parent[child] = node;
                pending.push_back(child);
            }
        }
        unordered_set<TreeNode*> ancestorsOfP;
        for (TreeNode* node = nodeP; node; node = parent[node]) ancestorsOfP.insert(node);
        TreeNode* node = nodeQ;
        while (!ancestorsOfP.count(node)) node = parent[node];
        return node;
    }
};
