class Solution {
    fun isValid(s: String): Boolean {
        val open = java.util.ArrayDeque<Char>()  // brackets still waiting for their partner
        for (c in s) {
            if (c == '(' || c == '[' || c == '{') {
                open.push(c)
                continue
            }
            val expected = when (c) {
                ')' -> '('
                ']' -> '['
                else -> '{'
            }
            if (open.isEmpty() || open.pop() != expected) return false
        }
        return open.isEmpty()
    }
}
