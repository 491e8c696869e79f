class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

function mergeTwo(a, b) {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (a && b) {
    if (a.val <= b.val) {
      tail = tail.next = a;
      a = a.next;
    } else {
      tail = tail.next = b;
      b = b.next;
    }
  }
  tail.next = a || b;
  return dummy.next;
}

/**
 * @param {(ListNode|null)[]} lists
 * @return {ListNode|null}
 */
function mergeKLists(lists) {
  // Merge neighbours pairwise, like merge sort: every round halves the number of lists.
  let round = lists.slice();
  if (round.length === 0) return null;
  while (round.length > 1) {
    const next = [];
    for (let i = 0; i < round.length; i += 2) next.push(i + 1 < round.length ? mergeTwo(round[i], round[i + 1]) : round[i]);
    round = next;
  }
  return round[0];
}

// ---------- Input/output helpers: you do not need to change anything below. ----------

function buildList(values) {
  const dummy = new ListNode(0);
  let tail = dummy;
  for (const v of values) tail = tail.next = new ListNode(v);
  return dummy.next;
}

function listToJson(head) {
  const values = [];
  for (let node = head; node; node = node.next) values.push(node.val);
  return JSON.stringify(values);
}

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n');
  const lists = JSON.parse(lines[0]).map(buildList);
  const result = mergeKLists(lists);
  process.stdout.write(listToJson(result) + '\n');
}

// Runs main() on a worker thread with a 256 MiB stack, so deep recursion (a 10^5-node path) is safe.
const { Worker, isMainThread } = require('worker_threads');
if (isMainThread) new Worker(__filename, { resourceLimits: { stackSizeMb: 256 } });
else main();
