#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    long long trap(vector<int>& height) {
        long long total = 0;
        vector<int> stack;  // indices of bars with non-increasing heights
        for (int i = 0; i < (int)height.size(); i++) {
            while (!stack.empty() && height[stack.back()] < height[i]) {
                int bottom = stack.back();
                stack.pop_back();
                if (stack.empty()) break;
                int left = stack.back();
                long long width = i - left - 1;
                long long depth = min(height[left], height[i]) - height[bottom];
                total += width * depth;
            }
            stack.push_back(i);
        }
        return total;
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
    string heightLine;
    getline(cin, heightLine);
    vector<int> height = parseIntArray(heightLine);
    cout << Solution().trap(height) << "\n";
    return 0;
}
