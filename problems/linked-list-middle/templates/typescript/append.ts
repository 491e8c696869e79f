
// ---------- Input/output helpers: you do not need to change anything below. ----------

function buildList(values: number[]): ListNode | null {
  const dummy = new ListNode(0);
  let tail = dummy;
  for (const v of values) tail = tail.next = new ListNode(v);
  return dummy.next;
}

function listToJson(head: ListNode | null): string {
  const values: number[] = [];
  for (let node = head; node; node = node.next) values.push(node.val);
  return JSON.stringify(values);
}

function main(): void {
  const lines = readFileSync(0, 'utf8').split('\n');
  const head = buildList(JSON.parse(lines[0]));
  const result = middleNode(head);
  process.stdout.write(listToJson(result) + '\n');
}

// Runs main() on a worker thread with a 256 MiB stack, so deep recursion (a 10^5-node path) is safe.
if (isMainThread) new Worker(__filename, { resourceLimits: { stackSizeMb: 256 } });
else main();
