
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of integers such as [2,-7,11]; brackets and commas are skipped.
static vector<int> parseIntArray(const string& line) {
    vector<int> values;
    const char* p = line.c_str();
    while (*p) {
        if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            values.push_back((int)strtol(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    return values;
}

static string toJson(const vector<int>& values) {
    string out = "[";
    for (size_t i = 0; i < values.size(); i++) {
        if (i) out += ',';
        out += to_string(values[i]);
    }
    return out + "]";
}

int main() {
    ios::sync_with_stdio(false);
    string numsLine;
    getline(cin, numsLine);
    vector<int> nums = parseIntArray(numsLine);
    cout << toJson(Solution().productExceptSelf(nums)) << "\n";
    return 0;
}
