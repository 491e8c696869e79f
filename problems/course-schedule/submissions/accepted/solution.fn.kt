class Solution {
    fun canFinish(numCourses: Int, prerequisites: Array<IntArray>): Boolean {
        // Adjacency in compressed arrays: start[c]..start[c+1] lists the courses c unlocks.
        val start = IntArray(numCourses + 1)
        val missing = IntArray(numCourses)
        for (p in prerequisites) {
            start[p[1] + 1]++
            missing[p[0]]++
        }
        for (c in 0 until numCourses) start[c + 1] += start[c]
        val fill = start.copyOf(numCourses)
        val unlocks = IntArray(prerequisites.size)
        for (p in prerequisites) unlocks[fill[p[1]]++] = p[0]
        val queue = IntArray(numCourses)
        var head = 0
        var tail = 0
        for (c in 0 until numCourses) if (missing[c] == 0) queue[tail++] = c
        while (head < tail) {
            val c = queue[head++]
            for (k in start[c] until start[c + 1])
                if (--missing[unlocks[k]] == 0) queue[tail++] = unlocks[k]
        }
        return tail == numCourses
    }
}
