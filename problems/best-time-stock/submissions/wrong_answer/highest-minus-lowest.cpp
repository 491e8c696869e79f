// Wrong: ignores the order of the days and reports the highest price minus the lowest price,
// even when the lowest price only comes after the highest one.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    long long highest = LLONG_MIN, lowest = LLONG_MAX;
    for (const char* p = line.c_str(); *p;) {
        if (isdigit((unsigned char)*p)) {
            char* end;
            long long price = strtoll(p, &end, 10);
            highest = max(highest, price);
            lowest = min(lowest, price);
            p = end;
        } else {
            p++;
        }
    }
    cout << highest - lowest << "\n";
}
