class Solution {
public:
    int climbStairs(int n) {
        const int MOD = 1'000'000'007;
        // ways(i) = ways(i - 1) + ways(i - 2): the last move is a single or a double step.
        int before = 1, current = 1;  // ways(0), ways(1)
        for (int i = 2; i <= n; i++) {
            int next = (before + current) % MOD;
            before = current;
            current = next;
        }
        return current;
    }
};
