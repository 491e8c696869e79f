
// ---------- Input/output helpers: you do not need to change anything below. ----------

// Splits a flat JSON array such as [1,-2,null] into its items.
fun splitArray(line: String): List<String> {
    val s = line.trim()
    return if (s.length <= 2) emptyList() else s.substring(1, s.length - 1).split(",")
}

fun parseStrings(line: String): Array<String> {
    val items = splitArray(line)
    return Array(items.size) { items[it].substring(1, items[it].length - 1) }
}

fun run() {
    val lines = System.`in`.bufferedReader().readText().split("\n")
    val tokens = parseStrings(lines[0])
    val result = Solution().evalRPN(tokens)
    println(result)
}

fun main() {
    run()
}
