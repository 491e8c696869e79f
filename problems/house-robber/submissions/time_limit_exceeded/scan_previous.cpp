#include <bits/stdc++.h>
using namespace std;

// Too slow: for each house, looks back over every house at least two earlier to find the
// best total to extend. Correct, but about n^2 / 2 = 5 * 10^9 steps for n = 10^5.
class Solution {
public:
    int rob(vector<int>& nums) {
        int n = nums.size(), answer = 0;
        vector<int> ending(n, 0);  // best total whose last robbed house is i
        for (int i = 0; i < n; i++) {
            int before = 0;
            for (int j = 0; j + 2 <= i; j++) before = max(before, ending[j]);
            ending[i] = before + nums[i];
            answer = max(answer, ending[i]);
        }
        return answer;
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
