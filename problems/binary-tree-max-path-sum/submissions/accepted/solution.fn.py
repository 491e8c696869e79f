# Defined for you (do not redefine):
# class TreeNode:
#     def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
#         self.val = val
#         self.left = left
#         self.right = right


def max_path_sum(root: Optional[TreeNode]) -> int:
    # Reversed preorder lists every child before its parent, so no recursion is needed.
    order, stack = [], [root]
    while stack:
        node = stack.pop()
        order.append(node)
        stack.extend(child for child in (node.left, node.right) if child)
    down = {None: 0}  # best path from the node straight down
    best = root.val
    for node in reversed(order):
        left, right = max(0, down[node.left]), max(0, down[node.right])
        best = max(best, node.val + left + right)
        down[node] = node.val + max(left, right)
    return best
