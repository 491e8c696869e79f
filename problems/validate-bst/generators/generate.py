"""Writes the hidden tests of validate-bst into data/secret (deterministic)."""
import glob
import json
import os
import random

rng = random.Random(4108)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


class Tree:
    """A binary tree kept as parallel arrays; node 0 is the root and -1 means no child."""

    def __init__(self):
        self.val, self.left, self.right = [], [], []

    def add(self, value) -> int:
        self.val.append(value)
        self.left.append(-1)
        self.right.append(-1)
        return len(self.val) - 1

    def attach(self, parent, side, value) -> int:
        child = self.add(value)
        (self.left if side == "L" else self.right)[parent] = child
        return child

    def level_order(self) -> list:
        """The library's encoding: level order, null for a missing child, trailing nulls trimmed."""
        if not self.val:
            return []
        items, queue, head = [], [0], 0
        while head < len(queue):
            node = queue[head]
            head += 1
            if node == -1:
                items.append(None)
                continue
            items.append(self.val[node])
            queue.append(self.left[node])
            queue.append(self.right[node])
        while items and items[-1] is None:
            items.pop()
        return items

    def levels(self) -> list:
        """Node indices grouped by depth, root level first."""
        result, level = [], ([0] if self.val else [])
        while level:
            result.append(level)
            level = [c for node in level for c in (self.left[node], self.right[node]) if c != -1]
        return result

    def postorder(self) -> list:
        """Node indices with every child before its parent (no recursion, safe for deep trees)."""
        order, stack = [], ([0] if self.val else [])
        while stack:
            node = stack.pop()
            order.append(node)
            stack.extend(c for c in (self.left[node], self.right[node]) if c != -1)
        return order[::-1]


def random_tree(n, value) -> Tree:
    """Attaches every new node to a uniformly chosen free child slot (expected depth O(log n))."""
    tree = Tree()
    if n == 0:
        return tree
    tree.add(value())
    slots = [(0, "L"), (0, "R")]
    for _ in range(n - 1):
        i = rng.randrange(len(slots))
        slots[i], slots[-1] = slots[-1], slots[i]
        parent, side = slots.pop()
        child = tree.attach(parent, side, value())
        slots += [(child, "L"), (child, "R")]
    return tree


def path_tree(n, value, sides="L") -> Tree:
    """A chain of n nodes; each step goes to the side given by `sides` (cycled), or a random side for "?"."""
    tree = Tree()
    node = tree.add(value())
    for i in range(n - 1):
        side = sides[i % len(sides)]
        node = tree.attach(node, rng.choice("LR") if side == "?" else side, value())
    return tree


def complete_tree(n, value) -> Tree:
    tree = Tree()
    for i in range(n):
        tree.add(value())
        if i > 0:
            (tree.left if i % 2 == 1 else tree.right)[(i - 1) // 2] = i
    return tree


def write_tests(cases) -> None:
    """cases: (input lines, answer text) pairs, written as 01.in/01.ans, 02.in/02.ans, ..."""
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, (lines, answer) in enumerate(cases, 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write("".join(line + "\n" for line in lines))
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(answer + "\n")


MAX_N = 10**5
LO, HI = -(2**31), 2**31 - 1


def inorder(tree: Tree) -> list:
    order, stack, node = [], [], (0 if tree.val else -1)
    while stack or node != -1:
        while node != -1:
            stack.append(node)
            node = tree.left[node]
        node = stack.pop()
        order.append(node)
        node = tree.right[node]
    return order


def is_valid(tree: Tree) -> bool:
    values = [tree.val[node] for node in inorder(tree)]
    return all(a < b for a, b in zip(values, values[1:]))


def make_bst(tree: Tree, lo=LO, hi=HI) -> Tree:
    """Gives the shape strictly increasing values in in-order, drawn from [lo, hi]."""
    values = sorted(rng.sample(range(lo, hi + 1), len(tree.val)))
    for node, value in zip(inorder(tree), values):
        tree.val[node] = value
    return tree


def swap_two(tree: Tree) -> Tree:
    a, b = rng.sample(range(len(tree.val)), 2)
    tree.val[a], tree.val[b] = tree.val[b], tree.val[a]
    return tree


def duplicate_neighbour(tree: Tree) -> Tree:
    order = inorder(tree)
    i = rng.randrange(len(order) - 1)
    tree.val[order[i + 1]] = tree.val[order[i]]
    return tree


def far_violation(tree: Tree, deepest=False) -> Tree:
    """Moves a leaf just past the bound of a far ancestor while it still agrees with its own parent."""
    parent = {}
    for node in range(len(tree.val)):
        for child, side in ((tree.left[node], "L"), (tree.right[node], "R")):
            if child != -1:
                parent[child] = (node, side)
    leaves = [n for n in range(len(tree.val)) if tree.left[n] == tree.right[n] == -1 and n in parent]
    rng.shuffle(leaves)
    if deepest:
        depth = {0: 0}
        for level_number, level in enumerate(tree.levels()):
            depth.update((n, level_number) for n in level)
        leaves.sort(key=lambda n: -depth[n])
    for leaf in leaves:
        p, side = parent[leaf]
        node = p
        while node in parent:  # climb to the nearest ancestor on the opposite side of the leaf's own step
            up, up_side = parent[node]
            if up_side != side:
                tree.val[leaf] = tree.val[up] + (1 if side == "R" else -1)
                return tree
            node = up
    raise ValueError("no leaf fits")


def case(tree):
    return [encode(tree.level_order())], "true" if is_valid(tree) else "false"


def one(value):
    tree = Tree()
    tree.add(value)
    return tree


def any_value():
    return 0


def main() -> None:
    cases = [
        case(one(HI)),
        case(one(LO)),
        case(make_bst(path_tree(2, any_value, "R"), LO, LO + 1)),
        case(make_bst(complete_tree(3, any_value), HI - 2, HI)),
        case(duplicate_neighbour(make_bst(complete_tree(7, any_value), -10, 10))),
        case(far_violation(make_bst(random_tree(40, any_value)))),
        case(make_bst(random_tree(1000, any_value))),
        case(swap_two(make_bst(random_tree(1000, any_value)))),
        case(make_bst(path_tree(5000, any_value, "?"), LO, LO + 10**6)),
        case(far_violation(make_bst(random_tree(5000, any_value)), deepest=True)),
        case(duplicate_neighbour(make_bst(path_tree(3000, any_value, "LR")))),
        # Maximum size, with values kept short to keep the files small.
        case(make_bst(complete_tree(MAX_N, any_value), 0, 2 * MAX_N)),
        case(far_violation(make_bst(path_tree(MAX_N, any_value, "RL"), 0, MAX_N + 99), deepest=True)),
    ]
    write_tests(cases)


if __name__ == "__main__":
    main()
