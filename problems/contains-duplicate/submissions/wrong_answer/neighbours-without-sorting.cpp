// Wrong: compares each value with its neighbour but forgets to sort first,
// so a repeat that is not adjacent (e.g. [1,2,3,1]) goes unnoticed.
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
    bool repeated = false;
    for (size_t i = 1; i < nums.size(); i++)
        if (nums[i] == nums[i - 1]) repeated = true;
    cout << (repeated ? "true" : "false") << "\n";
}
