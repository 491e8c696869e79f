
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of strings such as ["eat","tea"] (inputs never need escape sequences).
static vector<string> parseStringArray(const string& line) {
    vector<string> items;
    size_t open = line.find('"');
    while (open != string::npos) {
        size_t close = line.find('"', open + 1);
        items.push_back(line.substr(open + 1, close - open - 1));
        open = line.find('"', close + 1);
    }
    return items;
}

static string toJson(const vector<vector<string>>& groups) {
    string out = "[";
    for (size_t g = 0; g < groups.size(); g++) {
        if (g) out += ',';
        out += '[';
        for (size_t i = 0; i < groups[g].size(); i++) {
            if (i) out += ',';
            out += "\"" + groups[g][i] + "\"";
        }
        out += ']';
    }
    return out + "]";
}

int main() {
    ios::sync_with_stdio(false);
    string strsLine;
    getline(cin, strsLine);
    vector<string> strs = parseStringArray(strsLine);
    cout << toJson(Solution().groupAnagrams(strs)) << "\n";
    return 0;
}
