// Wrong: starts the best sum at 0 and resets negative running sums to 0, which silently allows
// an empty block; when every element is negative it prints 0 instead of the largest element.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    long long best = 0, running = 0;
    for (const char* p = line.c_str(); *p;) {
        if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            running = max(0LL, running + strtoll(p, &end, 10));
            best = max(best, running);
            p = end;
        } else {
            p++;
        }
    }
    cout << best << "\n";
}
