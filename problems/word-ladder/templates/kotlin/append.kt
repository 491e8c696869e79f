
// ---------- Input/output helpers: nothing to change below ----------
fun parseString(s: String): String {
    return s.substring(s.indexOf('"') + 1, s.lastIndexOf('"'))
}

fun parseStringArray(s: String): Array<String> {
    val out = ArrayList<String>()
    var i = 0
    while (i < s.length) {
        if (s[i] == '"') {
            val j = s.indexOf('"', i + 1)
            out.add(s.substring(i + 1, j))
            i = j
        }
        i++
    }
    return out.toTypedArray()
}

fun main() {
    val input = System.`in`.bufferedReader()
    val beginWord = parseString(input.readLine())
    val endWord = parseString(input.readLine())
    val wordList = parseStringArray(input.readLine())
    println(Solution().ladderLength(beginWord, endWord, wordList))
}
