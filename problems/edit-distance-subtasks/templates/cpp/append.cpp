
// ---------- Input/output helpers: nothing to change below ----------
static string parseString(const string& s) {
    size_t first = s.find('"'), last = s.rfind('"');
    return s.substr(first + 1, last - first - 1);
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    string word1 = parseString(line);
    getline(cin, line);
    string word2 = parseString(line);
    cout << Solution().minDistance(word1, word2) << "\n";
}
