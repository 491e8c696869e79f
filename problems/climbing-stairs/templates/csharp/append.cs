
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

    static void Run() {
        string[] lines = ReadLines();
        int n = ParseInt(lines[0]);
        int result = new Solution().ClimbStairs(n);
        Console.Out.Write(result.ToString(CultureInfo.InvariantCulture) + "\n");
        Console.Out.Flush();
    }

    public static void Main() {
        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;
        Run();
    }
}
