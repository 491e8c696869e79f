
// ---------- Input/output helpers: nothing to change below ----------
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
    val grid = parseStringArray(input.readLine())
    println(Solution().numIslands(grid))
}
