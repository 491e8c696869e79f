
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

    static void Run() {
        string[] lines = ReadLines();
        int[] coins = ParseIntArray(lines[0]);
        int amount = ParseInt(lines[1]);
        int result = new Solution().CoinChange(coins, amount);
        Console.Out.Write(result.ToString(CultureInfo.InvariantCulture) + "\n");
        Console.Out.Flush();
    }

    public static void Main() {
        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;
        Run();
    }
}
