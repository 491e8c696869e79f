
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON string such as "abc" (inputs never need escape sequences).
fun parseString(line: String): String {
    return line.substring(line.indexOf('"') + 1, line.lastIndexOf('"'))
}

fun main() {
    val input = System.`in`.bufferedReader()
    val s = parseString(input.readLine())
    println(Solution().lengthOfLongestSubstring(s))
}
