// Wrong: a two-pointer window that shrinks while the sum is above k. That only works when all
// values are positive; zeros and negative values make it miss (or miscount) blocks.
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
    long long k = stoll(kLine), sum = 0, count = 0;
    size_t start = 0;
    for (size_t end = 0; end < nums.size(); end++) {
        sum += nums[end];
        while (sum > k && start <= end) sum -= nums[start++];
        if (sum == k && start <= end) count++;
    }
    cout << count << "\n";
}
