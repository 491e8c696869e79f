import { readFileSync } from 'fs';
import { Worker, isMainThread } from 'worker_threads';

class ListNode {
  val: number;
  next: ListNode | null;
  constructor(val = 0, next: ListNode | null = null) {
    this.val = val;
    this.next = next;
  }
}

