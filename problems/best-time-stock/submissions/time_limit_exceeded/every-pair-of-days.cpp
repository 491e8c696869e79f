// Correct but quadratic: tries every buying day with every later selling day,
// about 5*10^9 pairs on 10^5 days.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    vector<long long> prices;
    for (const char* p = line.c_str(); *p;) {
        if (isdigit((unsigned char)*p)) {
            char* end;
            prices.push_back(strtoll(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    long long best = 0;
    for (size_t buy = 0; buy < prices.size(); buy++)
        for (size_t sell = buy + 1; sell < prices.size(); sell++)
            best = max(best, prices[sell] - prices[buy]);
    cout << best << "\n";
}
