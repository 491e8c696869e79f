class Solution {
    fun dailyTemperatures(temperatures: IntArray): IntArray {
        val n = temperatures.size
        val wait = IntArray(n)
        val waiting = IntArray(n)  // stack of days still without a warmer day; the coldest is on top
        var top = 0
        for (day in 0 until n) {
            while (top > 0 && temperatures[waiting[top - 1]] < temperatures[day]) {
                val earlier = waiting[--top]
                wait[earlier] = day - earlier
            }
            waiting[top++] = day
        }
        return wait
    }
}
