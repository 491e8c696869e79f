
// ---------- Input/output helpers: you do not need to change anything below. ----------

static string trim(const string& s) {
    size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
    return b == string::npos ? "" : s.substr(b, e - b + 1);
}

// Splits a flat JSON array such as [1,-2,null] into its items.
static vector<string> splitArray(const string& line) {
    string s = trim(line);
    vector<string> items;
    string cur;
    for (size_t i = 1; i + 1 < s.size(); ++i) {
        if (s[i] == ',') { items.push_back(cur); cur.clear(); }
        else cur += s[i];
    }
    if (s.size() > 2) items.push_back(cur);
    return items;
}

static vector<string> parseStrings(const string& line) {
    vector<string> values;
    for (const string& item : splitArray(line)) values.push_back(item.substr(1, item.size() - 2));
    return values;
}

static void run() {
    vector<string> lines;
    string line;
    while (getline(cin, line)) lines.push_back(line);
    vector<string> tokens = parseStrings(lines[0]);
    int result = Solution().evalRPN(tokens);
    cout << to_string(result) << "\n";
}

int main() {
    ios::sync_with_stdio(false);
    run();
    return 0;
}
