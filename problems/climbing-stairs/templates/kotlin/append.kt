
// ---------- Input/output helpers: nothing to change below ----------
fun main() {
    val input = System.`in`.bufferedReader()
    val n = input.readLine().trim().toInt()
    println(Solution().climbStairs(n))
}
