
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

fun toJson(values: IntArray): String {
    val out = StringBuilder("[")
    for (i in values.indices) {
        if (i > 0) out.append(',')
        out.append(values[i])
    }
    return out.append(']').toString()
}

fun main() {
    val input = System.`in`.bufferedReader()
    val nums = parseIntArray(input.readLine())
    val target = input.readLine().trim().toInt()
    println(toJson(Solution().twoSum(nums, target)))
}
