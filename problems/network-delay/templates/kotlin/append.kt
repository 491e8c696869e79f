
// ---------- Input/output helpers: nothing to change below ----------
fun parseIntMatrix(s: String): Array<IntArray> {
    val rows = ArrayList<IntArray>()
    var row = IntArray(8)
    var len = 0
    var depth = 0
    var i = 0
    while (i < s.length) {
        val c = s[i]
        if (c == '[') {
            depth++
            len = 0
        } else if (c == ']') {
            if (depth-- == 2) rows.add(row.copyOf(len))
        } else if (c == '-' || Character.isDigit(c)) {
            val neg = c == '-'
            var v = 0L
            if (neg) i++
            while (i < s.length && Character.isDigit(s[i])) v = v * 10 + (s[i++] - '0')
            i--
            if (len == row.size) row = row.copyOf(len * 2)
            row[len++] = (if (neg) -v else v).toInt()
        }
        i++
    }
    return rows.toTypedArray()
}

fun main() {
    val input = System.`in`.bufferedReader()
    val n = input.readLine().trim().toInt()
    val times = parseIntMatrix(input.readLine())
    val k = input.readLine().trim().toInt()
    println(Solution().networkDelayTime(n, times, k))
}
