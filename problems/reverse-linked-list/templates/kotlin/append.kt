
class ListNode(var `val`: Int) {
    var next: ListNode? = null
}

// ---------- Input/output helpers: you do not need to change anything below. ----------

// Splits a flat JSON array such as [1,-2,null] into its items.
fun splitArray(line: String): List<String> {
    val s = line.trim()
    return if (s.length <= 2) emptyList() else s.substring(1, s.length - 1).split(",")
}

fun parseInts(line: String): IntArray {
    val items = splitArray(line)
    val values = IntArray(items.size)
    for (i in items.indices) values[i] = items[i].toInt()
    return values
}

fun buildList(values: IntArray): ListNode? {
    val dummy = ListNode(0)
    var tail = dummy
    for (v in values) {
        val node = ListNode(v)
        tail.next = node
        tail = node
    }
    return dummy.next
}

fun listToJson(head: ListNode?): String {
    val out = StringBuilder("[")
    var node = head
    while (node != null) {
        if (node !== head) out.append(',')
        out.append(node.`val`)
        node = node.next
    }
    return out.append(']').toString()
}

fun run() {
    val lines = System.`in`.bufferedReader().readText().split("\n")
    val head = buildList(parseInts(lines[0]))
    val result = Solution().reverseList(head)
    println(listToJson(result))
}

// Runs the program on a thread with a 64 MiB stack, so deep recursion (a 10^5-node path) is safe.
fun main() {
    val thread = Thread(null, {
        try {
            run()
        } catch (e: Throwable) {
            e.printStackTrace()
            System.exit(1)
        }
    }, "main", 1L shl 26)
    thread.start()
    thread.join()
}
