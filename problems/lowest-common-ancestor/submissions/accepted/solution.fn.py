# Defined for you (do not redefine):
# class TreeNode:
#     def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
#         self.val = val
#         self.left = left
#         self.right = right


def lowest_common_ancestor(root: Optional[TreeNode], p: int, q: int) -> Optional[TreeNode]:
    # Record every node's parent with an explicit stack, then climb from both nodes.
    parent = {root: None}
    found = {}
    stack = [root]
    while stack:
        node = stack.pop()
        found[node.val] = node
        for child in (node.left, node.right):
            if child:
                parent[child] = node
                stack.append(child)
    ancestors_of_p = set()
    node = found[p]
    while node:
        ancestors_of_p.add(node)
        node = parent[node]
    node = found[q]
    while node not in ancestors_of_p:
        node = parent[node]
    return node
