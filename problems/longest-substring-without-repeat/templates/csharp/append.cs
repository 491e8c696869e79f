
public static class Program {
    // ---------- Input/output helpers: you do not need to change anything below. ----------

    // Reads the whole input at once; each line holds one argument as JSON.
    static string[] ReadLines() {
        using (StreamReader reader = new StreamReader(Console.OpenStandardInput(), Encoding.ASCII, false, 1 << 16))
            return reader.ReadToEnd().Split('\n');
    }

    // Reads a JSON string such as "abc": its text lies between the first and the last quote (no escapes).
    static string ParseString(string line) {
        int open = line.IndexOf('"'), close = line.LastIndexOf('"');
        return line.Substring(open + 1, close - open - 1);
    }

    static void Run() {
        string[] lines = ReadLines();
        string s = ParseString(lines[0]);
        int result = new Solution().LengthOfLongestSubstring(s);
        Console.Out.Write(result.ToString(CultureInfo.InvariantCulture) + "\n");
        Console.Out.Flush();
    }

    public static void Main() {
        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;
        Run();
    }
}
