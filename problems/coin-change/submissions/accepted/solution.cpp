#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        const int NONE = INT_MAX;
        // fewest[a] = fewest coins that sum to a, NONE when a cannot be paid exactly.
        vector<int> fewest(amount + 1, NONE);
        fewest[0] = 0;
        for (int a = 1; a <= amount; a++)
            for (int c : coins)
                if (c <= a && fewest[a - c] != NONE) fewest[a] = min(fewest[a], fewest[a - c] + 1);
        return fewest[amount] == NONE ? -1 : fewest[amount];
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
