
// ---------- Input/output helpers: you do not need to change anything below. ----------

// Splits a flat JSON array such as [1,-2,null] into its items.
fun splitArray(line: String): List<String> {
    val s = line.trim()
    return if (s.length <= 2) emptyList() else s.substring(1, s.length - 1).split(",")
}

fun parseInts(line: String): IntArray {
    val items = splitArray(line)
    val values = IntArray(items.size)
    for (i in items.indices) values[i] = items[i].toInt()
    return values
}

fun run() {
    val lines = System.`in`.bufferedReader().readText().split("\n")
    val heights = parseInts(lines[0])
    val result = Solution().largestRectangleArea(heights)
    println(result)
}

fun main() {
    run()
}
