// Correct but quadratic: compares every pair, about 5*10^9 comparisons on 10^5 distinct values.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    vector<long long> nums;
    for (const char* p = line.c_str(); *p;) {
        if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            nums.push_back(strtoll(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    int n = (int)nums.size();
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (nums[i] == nums[j]) {
                cout << "true\n";
                return 0;
            }
    cout << "false\n";
}
