public class Solution {
    public bool IsValid(string s) {
        Stack<char> open = new Stack<char>();  // brackets still waiting for their partner
        foreach (char c in s) {
            if (c == '(' || c == '[' || c == '{') {
                open.Push(c);
                continue;
            }
            char expected = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.Count == 0 || open.Pop() != expected) return false;
        }
        return open.Count == 0;
    }
}
