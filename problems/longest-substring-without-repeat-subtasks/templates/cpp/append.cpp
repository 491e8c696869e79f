
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON string such as "abc" (inputs never need escape sequences).
static string parseString(const string& line) {
    size_t first = line.find('"'), last = line.rfind('"');
    return line.substr(first + 1, last - first - 1);
}

int main() {
    ios::sync_with_stdio(false);
    string sLine;
    getline(cin, sLine);
    string s = parseString(sLine);
    cout << Solution().lengthOfLongestSubstring(s) << "\n";
    return 0;
}
