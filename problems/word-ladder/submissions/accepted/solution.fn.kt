class Solution {
    fun ladderLength(beginWord: String, endWord: String, wordList: Array<String>): Int {
        val n = wordList.size
        val len = beginWord.length
        var end = -1
        for (i in 0 until n) if (wordList[i] == endWord) end = i
        if (end < 0) return 0
        // Bucket words by pattern: the word with one position replaced by '*'.
        val buckets = HashMap<String, MutableList<Int>>()
        for (i in 0 until n) {
            val w = wordList[i].toCharArray()
            for (p in 0 until len) {
                val keep = w[p]
                w[p] = '*'
                buckets.getOrPut(String(w)) { ArrayList() }.add(i)
                w[p] = keep
            }
        }
        val dist = IntArray(n)
        val frontier = java.util.ArrayDeque<Int>()
        var current = beginWord
        var currentLength = 1
        while (true) {
            val w = current.toCharArray()
            for (p in 0 until len) {
                val keep = w[p]
                w[p] = '*'
                // Each bucket is emptied on first use: its words are all one step away now.
                val bucket = buckets.remove(String(w))
                w[p] = keep
                if (bucket == null) continue
                for (j in bucket) {
                    if (dist[j] != 0) continue
                    dist[j] = currentLength + 1
                    if (j == end) return dist[j]
                    frontier.add(j)
                }
            }
            if (frontier.isEmpty()) return 0
            val next = frontier.poll()
            current = wordList[next]
            currentLength = dist[next]
        }
    }
}
