class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

