
// ---------- Input/output helpers: nothing to change below ----------
fun parseIntArray(s: String): IntArray {
    var out = IntArray(8)
    var len = 0
    var i = 0
    while (i < s.length) {
        val c = s[i]
        if (c == '-' || Character.isDigit(c)) {
            val neg = c == '-'
            var v = 0L
            if (neg) i++
            while (i < s.length && Character.isDigit(s[i])) v = v * 10 + (s[i++] - '0')
            if (len == out.size) out = out.copyOf(len * 2)
            out[len++] = (if (neg) -v else v).toInt()
        }
        i++
    }
    return out.copyOf(len)
}

fun main() {
    val input = System.`in`.bufferedReader()
    val coins = parseIntArray(input.readLine())
    val amount = input.readLine().trim().toInt()
    println(Solution().coinChange(coins, amount))
}
