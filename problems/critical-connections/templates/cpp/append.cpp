
// ---------- Input/output helpers: nothing to change below ----------
static vector<vector<int>> parseIntMatrix(const string& s) {
    vector<vector<int>> rows;
    int depth = 0;
    for (size_t i = 0; i < s.size(); i++) {
        char c = s[i];
        if (c == '[') {
            if (++depth == 2) rows.emplace_back();
        } else if (c == ']') {
            depth--;
        } else if (c == '-' || isdigit(c)) {
            bool neg = c == '-';
            long long v = 0;
            if (neg) i++;
            while (i < s.size() && isdigit(s[i])) v = v * 10 + (s[i++] - '0');
            i--;
            rows.back().push_back((int)(neg ? -v : v));
        }
    }
    return rows;
}

// Prints the pairs in the canonical order: each as [smaller, larger], sorted ascending.
static void printPairs(vector<vector<int>> pairs) {
    for (auto& p : pairs)
        if (p[0] > p[1]) swap(p[0], p[1]);
    sort(pairs.begin(), pairs.end());
    string out = "[";
    for (size_t i = 0; i < pairs.size(); i++) {
        if (i > 0) out += ',';
        out += '[' + to_string(pairs[i][0]) + ',' + to_string(pairs[i][1]) + ']';
    }
    cout << out << "]\n";
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int n = stoi(line);
    getline(cin, line);
    vector<vector<int>> connections = parseIntMatrix(line);
    printPairs(Solution().criticalConnections(n, connections));
}
