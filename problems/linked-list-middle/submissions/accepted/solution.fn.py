# Defined for you (do not redefine):
# class ListNode:
#     def __init__(self, val: int = 0, next: "Optional[ListNode]" = None):
#         self.val = val
#         self.next = next


def middle_node(head: Optional[ListNode]) -> Optional[ListNode]:
    slow = fast = head
    while fast and fast.next:
        slow = slow.next
        fast = fast.next.next
    return slow
