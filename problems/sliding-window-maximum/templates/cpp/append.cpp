
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

static vector<int> parseInts(const string& line) {
    vector<int> values;
    for (const string& item : splitArray(line)) values.push_back(stoi(item));
    return values;
}

template <typename T>
static string arrayToJson(const vector<T>& values) {
    string out = "[";
    for (size_t i = 0; i < values.size(); ++i) {
        if (i) out += ',';
        out += to_string(values[i]);
    }
    return out + "]";
}

static void run() {
    vector<string> lines;
    string line;
    while (getline(cin, line)) lines.push_back(line);
    vector<int> nums = parseInts(lines[0]);
    int k = stoi(trim(lines[1]));
    vector<int> result = Solution().maxSlidingWindow(nums, k);
    cout << arrayToJson(result) << "\n";
}

int main() {
    ios::sync_with_stdio(false);
    run();
    return 0;
}
