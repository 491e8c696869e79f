#include <bits/stdc++.h>
using namespace std;

// Wrong: only compares "every even house" with "every odd house"; the best plan may skip two
// houses in a row, as in [5, 1, 1, 5].
class Solution {
public:
    int rob(vector<int>& nums) {
        int even = 0, odd = 0;
        for (size_t i = 0; i < nums.size(); i++) (i % 2 == 0 ? even : odd) += nums[i];
        return max(even, odd);
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
    vector<int> nums = parseIntArray(line);
    cout << Solution().rob(nums) << "\n";
}
