/**
 * Defined for you (do not redefine):
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution {
    fun mergeKLists(lists: Array<ListNode?>): ListNode? {
        val heap = PriorityQueue<ListNode>(Comparator { a, b -> Integer.compare(a.`val`, b.`val`) })
        for (head in lists)
            if (head != null) heap.add(head)
        val dummy = ListNode(0)
        var tail = dummy
        while (!heap.isEmpty()) {
            val node = heap.poll()
            tail.next = node
            tail = node
            node.next?.let { heap.add(it) }
        }
        return dummy.next
    }
}
