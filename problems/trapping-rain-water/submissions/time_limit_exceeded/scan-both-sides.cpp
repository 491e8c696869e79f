// Correct but quadratic: for every bar it scans the whole row again to find the tallest bar
// on each side, about 10^10 steps on 10^5 bars.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    vector<int> height;
    for (const char* p = line.c_str(); *p;) {
        if (isdigit((unsigned char)*p)) {
            char* end;
            height.push_back((int)strtol(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    int n = height.size();
    long long total = 0;
    for (int i = 0; i < n; i++) {
        int leftMax = 0, rightMax = 0;
        for (int j = 0; j <= i; j++) leftMax = max(leftMax, height[j]);
        for (int j = i; j < n; j++) rightMax = max(rightMax, height[j]);
        total += min(leftMax, rightMax) - height[i];
    }
    cout << total << "\n";
}
