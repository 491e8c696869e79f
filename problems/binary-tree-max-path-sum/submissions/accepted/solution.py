import json
import sys
from collections import deque
from typing import List, Optional


class TreeNode:
    def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


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


# ---------- Input/output helpers: you do not need to change anything below. ----------

def build_tree(items: list) -> Optional[TreeNode]:
    """Builds a tree from its level order, where None (JSON null) marks a missing child."""
    if not items or items[0] is None:
        return None
    root = TreeNode(items[0])
    parents = deque([root])
    i = 1
    while i < len(items):
        parent = parents.popleft()
        if items[i] is not None:
            parent.left = TreeNode(items[i])
            parents.append(parent.left)
        i += 1
        if i < len(items) and items[i] is not None:
            parent.right = TreeNode(items[i])
            parents.append(parent.right)
        i += 1
    return root


def main() -> None:
    lines = sys.stdin.read().split("\n")
    root = build_tree(json.loads(lines[0]))
    result = max_path_sum(root)
    print(str(result))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)  # deep recursion (a 10^5-node path) is safe
    main()
