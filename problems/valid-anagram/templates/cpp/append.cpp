
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON string such as "abc" (inputs never need escape sequences).
static string parseString(const string& line) {
    size_t first = line.find('"'), last = line.rfind('"');
    return line.substr(first + 1, last - first - 1);
}

static string toJson(bool value) { return value ? "true" : "false"; }

int main() {
    ios::sync_with_stdio(false);
    string sLine, tLine;
    getline(cin, sLine);
    getline(cin, tLine);
    string s = parseString(sLine), t = parseString(tLine);
    cout << toJson(Solution().isAnagram(s, t)) << "\n";
    return 0;
}
