class Solution {
public:
    bool isValid(string s) {
        string open;  // brackets still waiting for their partner, innermost last
        for (char c : s) {
            if (c == '(' || c == '[' || c == '{') {
                open.push_back(c);
                continue;
            }
            char expected = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.empty() || open.back() != expected) return false;
            open.pop_back();
        }
        return open.empty();
    }
};
