
// ---------- Input/output helpers: nothing to change below ----------
int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int n = stoi(line);
    cout << Solution().climbStairs(n) << "\n";
}
