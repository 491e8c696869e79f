
public class TreeNode {
    public int val;
    public TreeNode left;
    public TreeNode right;
    public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
        this.val = val;
        this.left = left;
        this.right = right;
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

    // Builds a tree from its level order, where "null" marks a missing child.
    static TreeNode BuildTree(string line) {
        string s = line.Trim();
        string[] items = s.Length <= 2 ? new string[0] : s.Substring(1, s.Length - 2).Split(',');
        if (items.Length == 0 || items[0] == "null") return null;
        TreeNode root = new TreeNode(int.Parse(items[0], CultureInfo.InvariantCulture));
        Queue<TreeNode> parents = new Queue<TreeNode>();
        parents.Enqueue(root);
        int i = 1;
        while (i < items.Length) {
            TreeNode parent = parents.Dequeue();
            if (items[i] != "null") parents.Enqueue(parent.left = new TreeNode(int.Parse(items[i], CultureInfo.InvariantCulture)));
            if (++i < items.Length && items[i] != "null") parents.Enqueue(parent.right = new TreeNode(int.Parse(items[i], CultureInfo.InvariantCulture)));
            i++;
        }
        return root;
    }

    static void Run() {
        string[] lines = ReadLines();
        TreeNode root = BuildTree(lines[0]);
        int p = ParseInt(lines[1]);
        int q = ParseInt(lines[2]);
        TreeNode result = new Solution().LowestCommonAncestor(root, p, q);
        Console.Out.Write((result == null ? "null" : result.val.ToString(CultureInfo.InvariantCulture)) + "\n");
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
