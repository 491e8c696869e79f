
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

// Builds a tree from its level order, where "null" marks a missing child.
static TreeNode* buildTree(const string& line) {
    vector<string> items = splitArray(line);
    if (items.empty() || items[0] == "null") return nullptr;
    TreeNode* root = new TreeNode(stoi(items[0]));
    queue<TreeNode*> parents;
    parents.push(root);
    size_t i = 1;
    while (i < items.size()) {
        TreeNode* parent = parents.front();
        parents.pop();
        if (items[i] != "null") parents.push(parent->left = new TreeNode(stoi(items[i])));
        if (++i < items.size() && items[i] != "null") parents.push(parent->right = new TreeNode(stoi(items[i])));
        ++i;
    }
    return root;
}

static void run() {
    vector<string> lines;
    string line;
    while (getline(cin, line)) lines.push_back(line);
    TreeNode* root = buildTree(lines[0]);
    bool result = Solution().isValidBST(root);
    cout << string(result ? "true" : "false") << "\n";
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
