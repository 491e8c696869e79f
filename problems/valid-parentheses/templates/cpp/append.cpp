
// ---------- Input/output helpers: you do not need to change anything below. ----------

static string trim(const string& s) {
    size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
    return b == string::npos ? "" : s.substr(b, e - b + 1);
}

static string parseString(const string& line) {
    string s = trim(line);
    return s.substr(1, s.size() - 2);
}

static void run() {
    vector<string> lines;
    string line;
    while (getline(cin, line)) lines.push_back(line);
    string s = parseString(lines[0]);
    bool result = Solution().isValid(s);
    cout << string(result ? "true" : "false") << "\n";
}

int main() {
    ios::sync_with_stdio(false);
    run();
    return 0;
}
