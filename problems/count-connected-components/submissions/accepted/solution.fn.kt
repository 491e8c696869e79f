class Solution {
    private lateinit var parent: IntArray

    private fun find(start: Int): Int {
        var x = start
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    fun countComponents(n: Int, edges: Array<IntArray>): Int {
        parent = IntArray(n) { it }
        val size = IntArray(n) { 1 }
        var components = n
        for (e in edges) {
            var a = find(e[0])
            var b = find(e[1])
            if (a == b) continue
            if (size[a] < size[b]) {
                val t = a
                a = b
                b = t
            }
            parent[b] = a
            size[a] += size[b]
            components--
        }
        return components
    }
}
