// Wrong: multiplies everything once and "divides" by nums[i] with a modular inverse.
// That fails whenever nums contains a 0: the inverse of 0 does not exist (the formula yields 0),
// so the one position that should get the product of the other values gets 0 as well.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;

long long power(long long base, long long exp) {
    long long result = 1;
    for (base %= MOD; exp > 0; exp >>= 1, base = base * base % MOD)
        if (exp & 1) result = result * base % MOD;
    return result;
}

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
    long long total = 1;
    for (long long v : nums) total = total * v % MOD;
    string out = "[";
    for (size_t i = 0; i < nums.size(); i++) {
        if (i) out += ',';
        out += to_string(total * power(nums[i], MOD - 2) % MOD);
    }
    cout << out << "]\n";
}
