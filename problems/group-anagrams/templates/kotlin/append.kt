
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of strings such as ["eat","tea"] (inputs never need escape sequences).
fun parseStringArray(line: String): Array<String> {
    val items = ArrayList<String>()
    var open = line.indexOf('"')
    while (open >= 0) {
        val close = line.indexOf('"', open + 1)
        items.add(line.substring(open + 1, close))
        open = line.indexOf('"', close + 1)
    }
    return items.toTypedArray()
}

fun toJson(groups: List<List<String>>): String {
    val out = StringBuilder("[")
    for (g in groups.indices) {
        if (g > 0) out.append(',')
        out.append('[')
        val group = groups[g]
        for (i in group.indices) {
            if (i > 0) out.append(',')
            out.append('"').append(group[i]).append('"')
        }
        out.append(']')
    }
    return out.append(']').toString()
}

fun main() {
    val input = System.`in`.bufferedReader()
    val strs = parseStringArray(input.readLine())
    println(toJson(Solution().groupAnagrams(strs)))
}
