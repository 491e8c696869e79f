#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int climbStairs(int n) {
        // Write your solution here
        return 0;
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
