#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        // Kahn's algorithm: repeatedly take a course whose prerequisites are all done.
        vector<vector<int>> unlocks(numCourses);
        vector<int> missing(numCourses, 0);
        for (auto& p : prerequisites) {
            unlocks[p[1]].push_back(p[0]);
            missing[p[0]]++;
        }
        queue<int> ready;
        for (int c = 0; c < numCourses; c++)
            if (missing[c] == 0) ready.push(c);
        int taken = 0;
        while (!ready.empty()) {
            int c = ready.front();
            ready.pop();
            taken++;
            for (int next : unlocks[c])
                if (--missing[next] == 0) ready.push(next);
        }
        return taken == numCourses;
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
    int numCourses = stoi(line);
    getline(cin, line);
    vector<vector<int>> prerequisites = parseIntMatrix(line);
    cout << (Solution().canFinish(numCourses, prerequisites) ? "true" : "false") << "\n";
}
