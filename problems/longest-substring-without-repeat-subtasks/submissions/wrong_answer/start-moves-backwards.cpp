// Wrong: on a repeat it sets the window start to just after the previous occurrence even when that
// occurrence is already outside the window, so the start can move backwards ("abba" gives 3).
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    size_t first = line.find('"'), last = line.rfind('"');
    string s = line.substr(first + 1, last - first - 1);
    vector<int> lastSeen(128, -1);
    int best = 0, start = 0;
    for (int end = 0; end < (int)s.size(); end++) {
        unsigned char c = s[end];
        if (lastSeen[c] >= 0) start = lastSeen[c] + 1;
        lastSeen[c] = end;
        best = max(best, end - start + 1);
    }
    cout << best << "\n";
}
