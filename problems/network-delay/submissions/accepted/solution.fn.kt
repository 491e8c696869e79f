class Solution {
    fun networkDelayTime(n: Int, times: Array<IntArray>, k: Int): Int {
        // Outgoing edges in compressed arrays: first[u]..first[u+1] are the edges leaving u.
        val first = IntArray(n + 1)
        for (t in times) first[t[0] + 1]++
        for (u in 0 until n) first[u + 1] += first[u]
        val fill = first.copyOf(n)
        val to = IntArray(times.size)
        val cost = IntArray(times.size)
        for (t in times) {
            to[fill[t[0]]] = t[1]
            cost[fill[t[0]]++] = t[2]
        }
        val dist = LongArray(n) { Long.MAX_VALUE }
        dist[k] = 0
        // Heap entries pack (time, node) into one long: time in the high bits, node in the low 20.
        val heap = PriorityQueue<Long>()
        heap.add(k.toLong())
        while (!heap.isEmpty()) {
            val top = heap.poll()
            val d = top ushr 20
            val u = (top and ((1L shl 20) - 1)).toInt()
            if (d > dist[u]) continue
            for (e in first[u] until first[u + 1]) {
                val v = to[e]
                if (d + cost[e] < dist[v]) {
                    dist[v] = d + cost[e]
                    heap.add((dist[v] shl 20) or v.toLong())
                }
            }
        }
        var slowest = 0L
        for (d in dist) slowest = Math.max(slowest, d)
        return if (slowest == Long.MAX_VALUE) -1 else slowest.toInt()
    }
}
