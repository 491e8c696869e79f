
public class ListNode {
    public int val;
    public ListNode next;
    public ListNode(int val=0, ListNode next=null) {
        this.val = val;
        this.next = next;
    }
}

public static class Program {
    // ---------- Input/output helpers: you do not need to change anything below. ----------

    // Reads the whole input at once; each line holds one argument as JSON.
    static string[] ReadLines() {
        using (StreamReader reader = new StreamReader(Console.OpenStandardInput(), Encoding.ASCII, false, 1 << 16))
            return reader.ReadToEnd().Split('\n');
    }

    // Reads a JSON array of integer arrays such as [[1,4],[],[2]].
    static int[][] ParseIntMatrix(string line) {
        List<int[]> rows = new List<int[]>();
        List<int> row = new List<int>();
        int depth = 0;
        for (int i = 0; i < line.Length; i++) {
            char c = line[i];
            if (c == '[') {
                depth++;
                row.Clear();
            } else if (c == ']') {
                if (depth-- == 2) rows.Add(row.ToArray());
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                bool negative = c == '-';
                if (negative) i++;
                long value = 0;
                while (i < line.Length && line[i] >= '0' && line[i] <= '9') value = value * 10 + (line[i++] - '0');
                i--;
                row.Add((int) (negative ? -value : value));
            }
        }
        return rows.ToArray();
    }

    static ListNode BuildList(int[] values) {
        ListNode dummy = new ListNode(0), tail = dummy;
        foreach (int v in values) tail = tail.next = new ListNode(v);
        return dummy.next;
    }

    static string ListToJson(ListNode head) {
        StringBuilder output = new StringBuilder("[");
        for (ListNode node = head; node != null; node = node.next) {
            if (node != head) output.Append(',');
            output.Append(node.val);
        }
        return output.Append(']').ToString();
    }

    static void Run() {
        string[] lines = ReadLines();
        int[][] rows = ParseIntMatrix(lines[0]);
        ListNode[] lists = new ListNode[rows.Length];
        for (int i = 0; i < lists.Length; i++) lists[i] = BuildList(rows[i]);
        ListNode result = new Solution().MergeKLists(lists);
        Console.Out.Write(ListToJson(result) + "\n");
        Console.Out.Flush();
    }

    // Runs the program on a thread with a 64 MiB stack, so deep recursion (a 10^5-node path) is safe.
    public static void Main() {
        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;
        System.Threading.Thread thread = new System.Threading.Thread(() => {
            try {
                Run();
            } catch (Exception e) {
                Console.Error.WriteLine(e);
                Environment.Exit(1);
            }
        }, 1 << 26);
        thread.Start();
        thread.Join();
    }
}
