
// ---------- Input/output helpers: nothing to change below ----------
static vector<string> parseStringArray(const string& s) {
    vector<string> out;
    for (size_t i = 0; i < s.size(); i++) {
        if (s[i] != '"') continue;
        size_t j = s.find('"', i + 1);
        out.push_back(s.substr(i + 1, j - i - 1));
        i = j;
    }
    return out;
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    vector<string> grid = parseStringArray(line);
    cout << Solution().numIslands(grid) << "\n";
}
