class Solution {
    boolean isValid(String s) {
        ArrayDeque<Character> open = new ArrayDeque<>();  // brackets still waiting for their partner
        for (char c : s.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') {
                open.push(c);
                continue;
            }
            char expected = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.isEmpty() || open.pop() != expected) return false;
        }
        return open.isEmpty();
    }
}
