
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

// Formats the pairs in the canonical order: each as [smaller, larger], sorted ascending.
fun formatPairs(pairs: Array<IntArray>): String {
    val sorted = Array(pairs.size) { intArrayOf(Math.min(pairs[it][0], pairs[it][1]), Math.max(pairs[it][0], pairs[it][1])) }
    sorted.sortWith(Comparator { a, b -> if (a[0] != b[0]) Integer.compare(a[0], b[0]) else Integer.compare(a[1], b[1]) })
    val out = StringBuilder("[")
    for (i in sorted.indices) {
        if (i > 0) out.append(',')
        out.append('[').append(sorted[i][0]).append(',').append(sorted[i][1]).append(']')
    }
    return out.append(']').toString()
}

fun main() {
    val input = System.`in`.bufferedReader()
    val n = input.readLine().trim().toInt()
    val connections = parseIntMatrix(input.readLine())
    println(formatPairs(Solution().criticalConnections(n, connections)))
}
