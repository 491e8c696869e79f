
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

static ListNode* buildList(const vector<int>& values) {
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int v : values) tail = tail->next = new ListNode(v);
    return dummy.next;
}

static string listToJson(ListNode* head) {
    string out = "[";
    for (ListNode* node = head; node; node = node->next) {
        if (node != head) out += ',';
        out += to_string(node->val);
    }
    return out + "]";
}

static void run() {
    vector<string> lines;
    string line;
    while (getline(cin, line)) lines.push_back(line);
    ListNode* list1 = buildList(parseInts(lines[0]));
    ListNode* list2 = buildList(parseInts(lines[1]));
    ListNode* result = Solution().mergeTwoLists(list1, list2);
    cout << listToJson(result) << "\n";
}

// Runs the program on a thread with a 64 MiB stack, so deep recursion (a 10^5-node path) is safe.
static void* runThread(void*) {
    run();
    return nullptr;
}

int main() {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 64u << 20);
    pthread_t thread;
    if (pthread_create(&thread, &attr, runThread, nullptr) != 0) run();
    else pthread_join(thread, nullptr);
    return 0;
}
