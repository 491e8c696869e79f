public class Solution {
    public int NetworkDelayTime(int n, int[][] times, int k) {
        // Outgoing edges in compressed arrays: first[u]..first[u+1] are the edges leaving u.
        int[] first = new int[n + 1];
        foreach (int[] t in times) first[t[0] + 1]++;
        for (int u = 0; u < n; u++) first[u + 1] += first[u];
        int[] fill = new int[n];
        Array.Copy(first, fill, n);
        int[] to = new int[times.Length], cost = new int[times.Length];
        foreach (int[] t in times) {
            to[fill[t[0]]] = t[1];
            cost[fill[t[0]]++] = t[2];
        }
        long[] dist = new long[n];
        for (int u = 0; u < n; u++) dist[u] = long.MaxValue;
        dist[k] = 0;
        // Dijkstra with a binary min-heap of longs packing (time, node): time in the high bits, node in the low 20.
        long[] heap = new long[times.Length + 1];
        int size = 0;
        heap[size++] = k;
        while (size > 0) {
            long top = heap[0];
            long last = heap[--size];
            int hole = 0;
            while (true) {
                int child = 2 * hole + 1;
                if (child >= size) break;
                if (child + 1 < size && heap[child + 1] < heap[child]) child++;
                if (heap[child] >= last) break;
                heap[hole] = heap[child];
                hole = child;
            }
            heap[hole] = last;
            long d = top >> 20;
            int from = (int) (top & ((1 << 20) - 1));
            if (d > dist[from]) continue;
            for (int e = first[from]; e < first[from + 1]; e++) {
                int v = to[e];
                if (d + cost[e] >= dist[v]) continue;
                dist[v] = d + cost[e];
                long entry = (dist[v] << 20) | (long) v;
                int i = size++;
                while (i > 0 && heap[(i - 1) / 2] > entry) {
                    heap[i] = heap[(i - 1) / 2];
                    i = (i - 1) / 2;
                }
                heap[i] = entry;
            }
        }
        long slowest = 0;
        foreach (long d in dist) slowest = Math.Max(slowest, d);
        return slowest == long.MaxValue ? -1 : (int) slowest;
    }
}
