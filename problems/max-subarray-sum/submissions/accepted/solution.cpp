#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    int maxSubArray(vector<int>& nums) {
        int best = nums[0], endingHere = nums[0];
        for (size_t i = 1; i < nums.size(); i++) {
            endingHere = max(nums[i], endingHere + nums[i]);
            best = max(best, endingHere);
        }
        return best;
    }
};

// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of integers such as [2,-7,11]; brackets and commas are skipped.
static vector<int> parseIntArray(const string& line) {
    vector<int> values;
    const char* p = line.c_str();
    while (*p) {
        if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            values.push_back((int)strtol(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    return values;
}

int main() {
    ios::sync_with_stdio(false);
    string numsLine;
    getline(cin, numsLine);
    vector<int> nums = parseIntArray(numsLine);
    cout << Solution().maxSubArray(nums) << "\n";
    return 0;
}
