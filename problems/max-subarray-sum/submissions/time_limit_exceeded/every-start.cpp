// Correct but quadratic: extends a block from every start index to the end of the array,
// about 5*10^9 additions on 10^5 numbers.
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
    long long best = LLONG_MIN;
    for (size_t i = 0; i < nums.size(); i++) {
        long long sum = 0;
        for (size_t j = i; j < nums.size(); j++) {
            sum += nums[j];
            best = max(best, sum);
        }
    }
    cout << best << "\n";
}
