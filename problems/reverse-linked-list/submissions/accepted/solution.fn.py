# Defined for you (do not redefine):
# class ListNode:
#     def __init__(self, val: int = 0, next: "Optional[ListNode]" = None):
#         self.val = val
#         self.next = next


def reverse_list(head: Optional[ListNode]) -> Optional[ListNode]:
    prev = None
    while head:
        head.next, prev, head = prev, head, head.next
    return prev
