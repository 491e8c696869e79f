#include <bits/stdc++.h>
using namespace std;

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

// ---------- Input/output helpers: nothing to change below ----------
static vector<vector<int>> parseIntMatrix(const string& s) {
    vector<vector<int>> rows;
    int depth = 0;
    for (size_t i = 0; i < s.size(); i++) {
        char c = s[i];
        if (c == '[') {
            if (++depth == 2) rows.emplace_back();
        } else if (c == ']') {
            depth--;
        } else if (c == '-' || isdigit(c)) {
            bool neg = c == '-';
            long long v = 0;
            if (neg) i++;
            while (i < s.size() && isdigit(s[i])) v = v * 10 + (s[i++] - '0');
            i--;
            rows.back().push_back((int)(neg ? -v : v));
        }
    }
    return rows;
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int n = stoi(line);
    getline(cin, line);
    vector<vector<int>> edges = parseIntMatrix(line);
    cout << Solution().countComponents(n, edges) << "\n";
}
