#include <bits/stdc++.h>
using namespace std;

// Too slow: tries every first coin and recurses without remembering results, so the same
// remaining amounts are solved again and again (exponential time).
class Solution {
    int best(const vector<int>& coins, int amount) {
        if (amount == 0) return 0;
        int result = -1;
        for (int c : coins) {
            if (c > amount) continue;
            int rest = best(coins, amount - c);
            if (rest >= 0 && (result < 0 || rest + 1 < result)) result = rest + 1;
        }
        return result;
    }

public:
    int coinChange(vector<int>& coins, int amount) {
        return best(coins, amount);
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
