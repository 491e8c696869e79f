# Defined for you (do not redefine):
# class ListNode:
#     def __init__(self, val: int = 0, next: "Optional[ListNode]" = None):
#         self.val = val
#         self.next = next


def merge_k_lists(lists: List[Optional[ListNode]]) -> Optional[ListNode]:
    # The index breaks ties between equal values, so nodes themselves are never compared.
    heap = [(node.val, i, node) for i, node in enumerate(lists) if node]
    heapq.heapify(heap)
    dummy = tail = ListNode()
    while heap:
        _, i, node = heap[0]
        tail.next = tail = node
        if node.next:
            heapq.heapreplace(heap, (node.next.val, i, node.next))
        else:
            heapq.heappop(heap)
    return dummy.next
