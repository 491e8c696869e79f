
public class Main {
    // ---------- Input/output helpers: nothing to change below ----------
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        System.out.println(new Solution().climbStairs(n));
    }
}
