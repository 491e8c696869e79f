

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
    result = is_valid_bst(root)
    print("true" if result else "false")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)  # deep recursion (a 10^5-node path) is safe
    main()
