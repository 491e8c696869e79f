// Wrong: the prefix-sum method is right, but the count is kept in a 32-bit int, which wraps
// once there are more than 2^31 - 1 matching subarrays (e.g. many zeros with k = 0).
#include <bits/stdc++.h>
using namespace std;

int main() {
    string numsLine, kLine;
    getline(cin, numsLine);
    getline(cin, kLine);
    long long k = stoll(kLine), prefix = 0;
    unsigned count = 0;  // wraps like a 32-bit int would, without undefined behaviour
    unordered_map<long long, unsigned> prefixCount{{0, 1}};
    for (const char* p = numsLine.c_str(); *p;) {
        if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            prefix += strtoll(p, &end, 10);
            p = end;
            count += prefixCount.count(prefix - k) ? prefixCount[prefix - k] : 0;
            prefixCount[prefix]++;
        } else {
            p++;
        }
    }
    cout << (int)count << "\n";
}
