
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of integers such as [2,-7,11].
fun parseIntArray(line: String): IntArray {
    var body = line.trim()
    body = body.substring(1, body.length - 1).trim()
    if (body.isEmpty()) return IntArray(0)
    val parts = body.split(",")
    val values = IntArray(parts.size)
    for (i in parts.indices) values[i] = parts[i].trim().toInt()
    return values
}

// Reads a JSON array of integer arrays such as [[1,3],[2,6]].
fun parseIntMatrix(line: String): Array<IntArray> {
    val rows = ArrayList<IntArray>()
    var open = line.indexOf('[', line.indexOf('[') + 1)
    while (open >= 0) {
        val close = line.indexOf(']', open)
        rows.add(parseIntArray(line.substring(open, close + 1)))
        open = line.indexOf('[', close)
    }
    return rows.toTypedArray()
}

fun toJson(rows: Array<IntArray>): String {
    val out = StringBuilder("[")
    for (r in rows.indices) {
        if (r > 0) out.append(',')
        out.append('[')
        for (i in rows[r].indices) {
            if (i > 0) out.append(',')
            out.append(rows[r][i])
        }
        out.append(']')
    }
    return out.append(']').toString()
}

fun main() {
    val input = System.`in`.bufferedReader()
    val intervals = parseIntMatrix(input.readLine())
    println(toJson(Solution().merge(intervals)))
}
