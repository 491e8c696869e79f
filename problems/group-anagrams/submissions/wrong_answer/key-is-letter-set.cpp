// Wrong: keys each word by the set of letters it uses instead of the letters with their counts,
// so "aab" and "abb" land in the same group.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    vector<string> strs;
    for (size_t open = line.find('"'); open != string::npos;) {
        size_t close = line.find('"', open + 1);
        strs.push_back(line.substr(open + 1, close - open - 1));
        open = line.find('"', close + 1);
    }
    map<set<char>, vector<string>> byLetterSet;
    for (const string& word : strs) byLetterSet[set<char>(word.begin(), word.end())].push_back(word);
    vector<vector<string>> groups;
    for (auto& entry : byLetterSet) {
        sort(entry.second.begin(), entry.second.end());
        groups.push_back(entry.second);
    }
    sort(groups.begin(), groups.end());
    string out = "[";
    for (size_t g = 0; g < groups.size(); g++) {
        out += g ? ",[" : "[";
        for (size_t i = 0; i < groups[g].size(); i++) out += (i ? ",\"" : "\"") + groups[g][i] + "\"";
        out += "]";
    }
    cout << out << "]\n";
}
