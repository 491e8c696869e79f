
public class Main {
    // ---------- Input/output helpers: you do not need to change anything below. ----------

    // Splits a flat JSON array such as [1,-2,null] into its items.
    static String[] splitArray(String line) {
        String s = line.trim();
        return s.length() <= 2 ? new String[0] : s.substring(1, s.length() - 1).split(",");
    }

    // Builds a tree from its level order, where "null" marks a missing child.
    static TreeNode buildTree(String line) {
        String[] items = splitArray(line);
        if (items.length == 0 || items[0].equals("null")) return null;
        TreeNode root = new TreeNode(Integer.parseInt(items[0]));
        ArrayDeque<TreeNode> parents = new ArrayDeque<>();
        parents.add(root);
        int i = 1;
        while (i < items.length) {
            TreeNode parent = parents.poll();
            if (!items[i].equals("null")) parents.add(parent.left = new TreeNode(Integer.parseInt(items[i])));
            if (++i < items.length && !items[i].equals("null")) parents.add(parent.right = new TreeNode(Integer.parseInt(items[i])));
            i++;
        }
        return root;
    }

    static void run() throws IOException {
        String[] lines = new String(System.in.readAllBytes()).split("\n");
        TreeNode root = buildTree(lines[0]);
        int result = new Solution().maxDepth(root);
        System.out.println(String.valueOf(result));
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
