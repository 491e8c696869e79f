#include <bits/stdc++.h>
using namespace std;

// Too slow: each pass rescans every prerequisite to find the courses that are free now.
// A chain of k courses needs k passes, so a long chain costs k * (n + m) steps.
class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        vector<char> done(numCourses, 0);
        int remaining = numCourses;
        while (remaining > 0) {
            vector<int> missing(numCourses, 0);
            for (auto& p : prerequisites)
                if (!done[p[0]] && !done[p[1]]) missing[p[0]]++;
            bool progress = false;
            for (int c = 0; c < numCourses; c++) {
                if (!done[c] && missing[c] == 0) {
                    done[c] = 1;
                    remaining--;
                    progress = true;
                }
            }
            if (!progress) return false;
        }
        return true;
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
