
// ---------- Input/output helpers: nothing to change below ----------
fun parseString(s: String): String {
    return s.substring(s.indexOf('"') + 1, s.lastIndexOf('"'))
}

fun main() {
    val input = System.`in`.bufferedReader()
    val word1 = parseString(input.readLine())
    val word2 = parseString(input.readLine())
    println(Solution().minDistance(word1, word2))
}
