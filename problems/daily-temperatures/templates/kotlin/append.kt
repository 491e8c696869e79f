
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

fun arrayToJson(values: IntArray): String {
    val out = StringBuilder("[")
    for (i in values.indices) out.append(if (i > 0) "," else "").append(values[i])
    return out.append(']').toString()
}

fun run() {
    val lines = System.`in`.bufferedReader().readText().split("\n")
    val temperatures = parseInts(lines[0])
    val result = Solution().dailyTemperatures(temperatures)
    println(arrayToJson(result))
}

fun main() {
    run()
}
