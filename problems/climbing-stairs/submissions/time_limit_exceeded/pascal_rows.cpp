#include <bits/stdc++.h>
using namespace std;

// Too slow: a climb with k double steps has n - k moves, and C(n - k, k) orders them.
// Building Pascal's triangle row by row up to row n to read these counts costs O(n^2).
class Solution {
public:
    int climbStairs(int n) {
        const int MOD = 1'000'000'007;
        int half = n / 2;
        vector<int> row(half + 1, 0);  // row[j] = C(r, j) for the current row r, j <= n / 2
        row[0] = 1;
        long long total = 0;
        for (int r = 0; r <= n; r++) {
            if (r > 0)
                for (int j = min(r, half); j >= 1; j--) row[j] = (row[j] + row[j - 1]) % MOD;
            int k = n - r;  // this row holds C(n - k, k)
            if (k <= half && k <= r) total = (total + row[k]) % MOD;
        }
        return (int)total;
    }
};

// ---------- Input/output helpers: nothing to change below ----------
int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int n = stoi(line);
    cout << Solution().climbStairs(n) << "\n";
}
