#include <bits/stdc++.h>
using namespace std;

// Wrong: always takes as many of the largest coin as fit. With coins 1, 3, 4 it pays 6 as
// 4 + 1 + 1 instead of 3 + 3, and it can miss payments that exist.
class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        vector<int> sorted = coins;
        sort(sorted.rbegin(), sorted.rend());
        int used = 0;
        for (int c : sorted) {
            used += amount / c;
            amount %= c;
        }
        return amount == 0 ? used : -1;
    }
};

// ---------- Input/output helpers: nothing to change below ----------
static vector<int> parseIntArray(const string& s) {
    vector<int> out;
    for (size_t i = 0; i < s.size(); i++) {
        if (s[i] != '-' && !isdigit(s[i])) continue;
        bool neg = s[i] == '-';
        long long v = 0;
        if (neg) i++;
        while (i < s.size() && isdigit(s[i])) v = v * 10 + (s[i++] - '0');
        out.push_back((int)(neg ? -v : v));
    }
    return out;
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    vector<int> coins = parseIntArray(line);
    getline(cin, line);
    int amount = stoi(line);
    cout << Solution().coinChange(coins, amount) << "\n";
}
