class Solution {
    fun criticalConnections(n: Int, connections: Array<IntArray>): Array<IntArray> {
        val m = connections.size
        val first = IntArray(n + 1)
        val to = IntArray(2 * m)
        val id = IntArray(2 * m)
        for (c in connections) {
            first[c[0] + 1]++
            first[c[1] + 1]++
        }
        for (u in 0 until n) first[u + 1] += first[u]
        val fill = first.copyOf(n)
        for (e in 0 until m) {
            val u = connections[e][0]
            val v = connections[e][1]
            to[fill[u]] = v
            id[fill[u]++] = e
            to[fill[v]] = u
            id[fill[v]++] = e
        }
        // Tarjan's low-link with an explicit stack instead of recursion (paths can be 5 * 10^4 long).
        val order = IntArray(n) { -1 }
        val low = IntArray(n)
        val parentEdge = IntArray(n) { -1 }
        val next = first.copyOf(n)
        val stack = IntArray(n)
        val bridges = ArrayList<IntArray>()
        var clock = 0
        for (root in 0 until n) {
            if (order[root] != -1) continue
            var top = 0
            stack[top++] = root
            order[root] = clock
            low[root] = clock++
            while (top > 0) {
                val u = stack[top - 1]
                if (next[u] < first[u + 1]) {
                    val k = next[u]++
                    val v = to[k]
                    if (id[k] == parentEdge[u]) continue
                    if (order[v] == -1) {
                        order[v] = clock
                        low[v] = clock++
                        parentEdge[v] = id[k]
                        stack[top++] = v
                    } else {
                        low[u] = Math.min(low[u], order[v])
                    }
                    continue
                }
                top--
                if (top == 0) continue
                val p = stack[top - 1]
                low[p] = Math.min(low[p], low[u])
                if (low[u] > order[p]) bridges.add(intArrayOf(p, u))
            }
        }
        return bridges.toTypedArray()
    }
}
