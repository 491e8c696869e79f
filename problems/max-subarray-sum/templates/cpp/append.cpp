
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

int main() {
    ios::sync_with_stdio(false);
    string numsLine;
    getline(cin, numsLine);
    vector<int> nums = parseIntArray(numsLine);
    cout << Solution().maxSubArray(nums) << "\n";
    return 0;
}
