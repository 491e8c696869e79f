// Correct but quadratic: for every index it multiplies all the other values again,
// 10^10 modular multiplications on 10^5 numbers.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;

int main() {
    string line;
    getline(cin, line);
    vector<long long> nums;
    for (const char* p = line.c_str(); *p;) {
        if (isdigit((unsigned char)*p)) {
            char* end;
            nums.push_back(strtoll(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    size_t n = nums.size();
    string out = "[";
    for (size_t i = 0; i < n; i++) {
        long long product = 1;
        for (size_t j = 0; j < n; j++)
            if (j != i) product = product * nums[j] % MOD;
        if (i) out += ',';
        out += to_string(product);
    }
    cout << out << "]\n";
}
