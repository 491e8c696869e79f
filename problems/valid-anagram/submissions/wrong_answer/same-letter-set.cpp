// Wrong: only checks that both strings use the same set of letters and ignores how often each appears,
// so "aab" and "abb" are reported as anagrams.
#include <bits/stdc++.h>
using namespace std;

static string unquote(const string& line) {
    size_t first = line.find('"'), last = line.rfind('"');
    return line.substr(first + 1, last - first - 1);
}

int main() {
    string sLine, tLine;
    getline(cin, sLine);
    getline(cin, tLine);
    string s = unquote(sLine), t = unquote(tLine);
    set<char> lettersOfS(s.begin(), s.end()), lettersOfT(t.begin(), t.end());
    cout << (lettersOfS == lettersOfT ? "true" : "false") << "\n";
}
