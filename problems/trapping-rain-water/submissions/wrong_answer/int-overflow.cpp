// Wrong: the two-pointer method is right, but the total is kept in a 32-bit int,
// which overflows when the bars hold more than 2^31 - 1 units (up to about 10^10 here).
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
    int left = 0, right = (int)height.size() - 1, leftMax = 0, rightMax = 0;
    unsigned total = 0;  // wraps like a 32-bit int would, without undefined behaviour
    while (left < right) {
        if (height[left] < height[right]) {
            leftMax = max(leftMax, height[left]);
            total += leftMax - height[left++];
        } else {
            rightMax = max(rightMax, height[right]);
            total += rightMax - height[right--];
        }
    }
    cout << (int)total << "\n";
}
