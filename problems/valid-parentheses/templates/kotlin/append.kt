
// ---------- Input/output helpers: you do not need to change anything below. ----------

fun parseString(line: String): String {
    val s = line.trim()
    return s.substring(1, s.length - 1)
}

fun run() {
    val lines = System.`in`.bufferedReader().readText().split("\n")
    val s = parseString(lines[0])
    val result = Solution().isValid(s)
    println(result)
}

fun main() {
    run()
}
