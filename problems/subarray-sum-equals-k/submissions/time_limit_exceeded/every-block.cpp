// Correct but quadratic: sums every block from every start, about 2*10^10 additions on 2*10^5 numbers.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string numsLine, kLine;
    getline(cin, numsLine);
    getline(cin, kLine);
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
    long long k = stoll(kLine), count = 0;
    for (size_t i = 0; i < nums.size(); i++) {
        long long sum = 0;
        for (size_t j = i; j < nums.size(); j++) {
            sum += nums[j];
            if (sum == k) count++;
        }
    }
    cout << count << "\n";
}
