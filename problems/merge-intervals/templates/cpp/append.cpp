
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of integer arrays such as [[1,3],[2,6]].
static vector<vector<int>> parseIntMatrix(const string& line) {
    vector<vector<int>> rows;
    int depth = 0;
    const char* p = line.c_str();
    while (*p) {
        if (*p == '[') {
            if (++depth == 2) rows.emplace_back();
            p++;
        } else if (*p == ']') {
            depth--;
            p++;
        } else if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            rows.back().push_back((int)strtol(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    return rows;
}

static string toJson(const vector<vector<int>>& rows) {
    string out = "[";
    for (size_t r = 0; r < rows.size(); r++) {
        if (r) out += ',';
        out += '[';
        for (size_t i = 0; i < rows[r].size(); i++) {
            if (i) out += ',';
            out += to_string(rows[r][i]);
        }
        out += ']';
    }
    return out + "]";
}

int main() {
    ios::sync_with_stdio(false);
    string intervalsLine;
    getline(cin, intervalsLine);
    vector<vector<int>> intervals = parseIntMatrix(intervalsLine);
    cout << toJson(Solution().merge(intervals)) << "\n";
    return 0;
}
