

# ---------- Input/output helpers: you do not need to change anything below. ----------

def build_list(values: List[int]) -> Optional[ListNode]:
    dummy = tail = ListNode()
    for v in values:
        tail.next = tail = ListNode(v)
    return dummy.next


def list_to_json(head: Optional[ListNode]) -> str:
    values = []
    while head:
        values.append(head.val)
        head = head.next
    return json.dumps(values, separators=(",", ":"))


def main() -> None:
    lines = sys.stdin.read().split("\n")
    head = build_list(json.loads(lines[0]))
    result = middle_node(head)
    print(list_to_json(result))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)  # deep recursion (a 10^5-node path) is safe
    main()
