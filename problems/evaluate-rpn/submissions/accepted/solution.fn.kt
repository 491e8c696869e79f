class Solution {
    fun evalRPN(tokens: Array<String>): Int {
        val values = java.util.ArrayDeque<Int>()
        for (token in tokens) {
            when (token) {
                "+", "-", "*", "/" -> {
                    val right = values.pop()
                    val left = values.pop()
                    values.push(
                        when (token) {
                            "+" -> left + right
                            "-" -> left - right
                            "*" -> left * right
                            else -> left / right  // Kotlin's division already truncates toward zero
                        }
                    )
                }
                else -> values.push(token.toInt())
            }
        }
        return values.pop()
    }
}
