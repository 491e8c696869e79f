
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

    static int ParseInt(string line) {
        return int.Parse(line.Trim(), CultureInfo.InvariantCulture);
    }

    // Reads a JSON array of integers such as [2,-7,11], digit by digit: int.Parse per item is slow for 10^5 items.
    static int[] ParseIntArray(string line) {
        List<int> values = new List<int>();
        for (int i = 0; i < line.Length; i++) {
            char c = line[i];
            if (c != '-' && (c < '0' || c > '9')) continue;
            bool negative = c == '-';
            if (negative) i++;
            long value = 0;
            while (i < line.Length && line[i] >= '0' && line[i] <= '9') value = value * 10 + (line[i++] - '0');
            values.Add((int) (negative ? -value : value));
        }
        return values.ToArray();
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
        ListNode head = BuildList(ParseIntArray(lines[0]));
        int n = ParseInt(lines[1]);
        ListNode result = new Solution().RemoveNthFromEnd(head, n);
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
