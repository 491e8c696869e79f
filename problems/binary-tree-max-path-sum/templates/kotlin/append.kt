
class TreeNode(var `val`: Int) {
    var left: TreeNode? = null
    var right: TreeNode? = null
}

// ---------- Input/output helpers: you do not need to change anything below. ----------

// Splits a flat JSON array such as [1,-2,null] into its items.
fun splitArray(line: String): List<String> {
    val s = line.trim()
    return if (s.length <= 2) emptyList() else s.substring(1, s.length - 1).split(",")
}

// Builds a tree from its level order, where "null" marks a missing child.
fun buildTree(line: String): TreeNode? {
    val items = splitArray(line)
    if (items.isEmpty() || items[0] == "null") return null
    val root = TreeNode(items[0].toInt())
    val parents = java.util.ArrayDeque<TreeNode>()
    parents.add(root)
    var i = 1
    while (i < items.size) {
        val parent = parents.poll()
        if (items[i] != "null") {
            val left = TreeNode(items[i].toInt())
            parent.left = left
            parents.add(left)
        }
        if (++i < items.size && items[i] != "null") {
            val right = TreeNode(items[i].toInt())
            parent.right = right
            parents.add(right)
        }
        i++
    }
    return root
}

fun run() {
    val lines = System.`in`.bufferedReader().readText().split("\n")
    val root = buildTree(lines[0])
    val result = Solution().maxPathSum(root)
    println(result)
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
