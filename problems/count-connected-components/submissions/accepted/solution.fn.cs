public class Solution {
    private int[] parent;

    private int Find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public int CountComponents(int n, int[][] edges) {
        parent = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int components = n;
        foreach (int[] e in edges) {
            int a = Find(e[0]), b = Find(e[1]);
            if (a == b) continue;
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
            components--;
        }
        return components;
    }
}
