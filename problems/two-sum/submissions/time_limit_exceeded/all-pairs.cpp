// Correct but quadratic: tries every pair, about 5*10^9 checks when the only pair sits at the end of 10^5 numbers.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string numsLine, targetLine;
    getline(cin, numsLine);
    getline(cin, targetLine);
    vector<long long> nums;
    for (const char* p = numsLine.c_str(); *p;) {
        if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            nums.push_back(strtoll(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    long long target = stoll(targetLine);
    int n = (int)nums.size();
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (nums[i] + nums[j] == target) {
                cout << "[" << i << "," << j << "]\n";
                return 0;
            }
    cout << "[]\n";
}
