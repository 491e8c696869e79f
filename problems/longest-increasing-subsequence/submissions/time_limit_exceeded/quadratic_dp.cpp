#include <bits/stdc++.h>
using namespace std;

// Too slow: best[i] = longest increasing subsequence ending at i, found by checking every
// earlier index. About n^2 / 2 = 5 * 10^9 steps for n = 10^5.
class Solution {
public:
    int lengthOfLIS(vector<int>& nums) {
        int n = nums.size(), answer = 0;
        vector<int> best(n, 1);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++)
                if (nums[j] < nums[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
            answer = max(answer, best[i]);
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
    cout << Solution().lengthOfLIS(nums) << "\n";
}
