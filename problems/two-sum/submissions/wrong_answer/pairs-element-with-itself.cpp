// Wrong: looks up every complement in a table of all values without excluding the element itself,
// so a value that is exactly half of target is paired with its own index (e.g. [3,2,4], target 6 -> [0,0]).
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
    unordered_map<long long, int> lastIndex;
    for (int i = 0; i < (int)nums.size(); i++) lastIndex[nums[i]] = i;
    for (int i = 0; i < (int)nums.size(); i++) {
        auto hit = lastIndex.find(target - nums[i]);
        if (hit != lastIndex.end()) {
            cout << "[" << min(i, hit->second) << "," << max(i, hit->second) << "]\n";
            return 0;
        }
    }
    cout << "[]\n";
}
