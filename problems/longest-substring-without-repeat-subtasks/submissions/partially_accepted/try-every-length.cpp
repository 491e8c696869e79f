// Correct but quadratic: tries every length from n down to 1 and slides a window of that length
// over s, so short answers (at most 93 here) cost about n^2 / 2 window steps.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    size_t first = line.find('"'), last = line.rfind('"');
    string s = line.substr(first + 1, last - first - 1);
    int n = (int)s.size();
    for (int len = n; len >= 1; len--) {
        vector<int> count(128, 0);
        int repeated = 0;
        for (int i = 0; i < n; i++) {
            if (++count[(unsigned char)s[i]] == 2) repeated++;
            if (i >= len && --count[(unsigned char)s[i - len]] == 1) repeated--;
            if (i >= len - 1 && repeated == 0) {
                cout << len << "\n";
                return 0;
            }
        }
    }
    cout << 0 << "\n";
}
