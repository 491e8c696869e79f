class Solution {
    vector<int> parent, size_;

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];  // path halving keeps the trees shallow
            x = parent[x];
        }
        return x;
    }

public:
    int countComponents(int n, vector<vector<int>>& edges) {
        parent.resize(n);
        size_.assign(n, 1);
        iota(parent.begin(), parent.end(), 0);
        int components = n;
        for (auto& e : edges) {
            int a = find(e[0]), b = find(e[1]);
            if (a == b) continue;
            if (size_[a] < size_[b]) swap(a, b);
            parent[b] = a;
            size_[a] += size_[b];
            components--;  // every union of two different groups removes one component
        }
        return components;
    }
};
