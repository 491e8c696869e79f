# Defined for you (do not redefine):
# class TreeNode:
#     def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
#         self.val = val
#         self.left = left
#         self.right = right


def is_valid_bst(root: Optional[TreeNode]) -> bool:
    # In-order walk with an explicit stack: the values must come out strictly increasing.
    stack = []
    node = root
    previous = None
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        if previous is not None and node.val <= previous:
            return False
        previous = node.val
        node = node.right
    return True
