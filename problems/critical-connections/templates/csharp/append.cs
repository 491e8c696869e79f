
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

    // Formats the pairs in the canonical order: each as [smaller, larger], sorted ascending.
    static string FormatPairs(int[][] pairs) {
        int[][] sorted = new int[pairs.Length][];
        for (int i = 0; i < pairs.Length; i++)
            sorted[i] = new int[] {Math.Min(pairs[i][0], pairs[i][1]), Math.Max(pairs[i][0], pairs[i][1])};
        Array.Sort(sorted, (a, b) => a[0] != b[0] ? a[0].CompareTo(b[0]) : a[1].CompareTo(b[1]));
        StringBuilder output = new StringBuilder("[");
        for (int i = 0; i < sorted.Length; i++) {
            if (i > 0) output.Append(',');
            output.Append('[').Append(sorted[i][0]).Append(',').Append(sorted[i][1]).Append(']');
        }
        return output.Append(']').ToString();
    }

    static void Run() {
        string[] lines = ReadLines();
        int n = ParseInt(lines[0]);
        int[][] connections = ParseIntMatrix(lines[1]);
        int[][] result = new Solution().CriticalConnections(n, connections);
        Console.Out.Write(FormatPairs(result) + "\n");
        Console.Out.Flush();
    }

    public static void Main() {
        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;
        Run();
    }
}
