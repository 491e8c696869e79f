#include <bits/stdc++.h>
using namespace std;

// Wrong: counts in 64-bit integers and reduces only at the end, after the count has overflowed.
class Solution {
public:
    int climbStairs(int n) {
        unsigned long long before = 1, current = 1;
        for (int i = 2; i <= n; i++) {
            unsigned long long next = before + current;
            before = current;
            current = next;
        }
        return (int)(current % 1'000'000'007ULL);
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
