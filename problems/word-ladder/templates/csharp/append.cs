
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

    // Reads a JSON array of strings such as ["eat","tea"] (inputs never need escape sequences).
    static string[] ParseStringArray(string line) {
        List<string> items = new List<string>();
        int open = line.IndexOf('"');
        while (open >= 0) {
            int close = line.IndexOf('"', open + 1);
            items.Add(line.Substring(open + 1, close - open - 1));
            open = line.IndexOf('"', close + 1);
        }
        return items.ToArray();
    }

    static void Run() {
        string[] lines = ReadLines();
        string beginWord = ParseString(lines[0]);
        string endWord = ParseString(lines[1]);
        string[] wordList = ParseStringArray(lines[2]);
        int result = new Solution().LadderLength(beginWord, endWord, wordList);
        Console.Out.Write(result.ToString(CultureInfo.InvariantCulture) + "\n");
        Console.Out.Flush();
    }

    public static void Main() {
        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;
        Run();
    }
}
