
public class Main {
    // ---------- Input/output helpers: you do not need to change anything below. ----------

    // Splits a flat JSON array such as [1,-2,null] into its items.
    static String[] splitArray(String line) {
        String s = line.trim();
        return s.length() <= 2 ? new String[0] : s.substring(1, s.length() - 1).split(",");
    }

    static int[] parseInts(String line) {
        String[] items = splitArray(line);
        int[] values = new int[items.length];
        for (int i = 0; i < items.length; i++) values[i] = Integer.parseInt(items[i]);
        return values;
    }

    static ListNode buildList(int[] values) {
        ListNode dummy = new ListNode(0), tail = dummy;
        for (int v : values) tail = tail.next = new ListNode(v);
        return dummy.next;
    }

    static String listToJson(ListNode head) {
        StringBuilder out = new StringBuilder("[");
        for (ListNode node = head; node != null; node = node.next) {
            if (node != head) out.append(',');
            out.append(node.val);
        }
        return out.append(']').toString();
    }

    static void run() throws IOException {
        String[] lines = new String(System.in.readAllBytes()).split("\n");
        ListNode head = buildList(parseInts(lines[0]));
        ListNode result = new Solution().middleNode(head);
        System.out.println(listToJson(result));
    }

    // Runs the program on a thread with a 64 MiB stack, so deep recursion (a 10^5-node path) is safe.
    public static void main(String[] args) throws InterruptedException {
        Thread thread = new Thread(null, () -> {
            try {
                run();
            } catch (Throwable e) {
                e.printStackTrace();
                System.exit(1);
            }
        }, "main", 1 << 26);
        thread.start();
        thread.join();
    }
}
