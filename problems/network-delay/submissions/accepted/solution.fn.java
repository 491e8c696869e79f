class Solution {
    public int networkDelayTime(int n, int[][] times, int k) {
        // Outgoing edges in compressed arrays: first[u]..first[u+1] are the edges leaving u.
        int[] first = new int[n + 1];
        for (int[] t : times) first[t[0] + 1]++;
        for (int u = 0; u < n; u++) first[u + 1] += first[u];
        int[] fill = Arrays.copyOf(first, n);
        int[] to = new int[times.length], cost = new int[times.length];
        for (int[] t : times) {
            to[fill[t[0]]] = t[1];
            cost[fill[t[0]]++] = t[2];
        }
        long[] dist = new long[n];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[k] = 0;
        // Heap entries pack (time, node) into one long: time in the high bits, node in the low 20.
        PriorityQueue<Long> heap = new PriorityQueue<>();
        heap.add((long) k);
        while (!heap.isEmpty()) {
            long top = heap.poll();
            long d = top >>> 20;
            int u = (int) (top & ((1 << 20) - 1));
            if (d > dist[u]) continue;
            for (int e = first[u]; e < first[u + 1]; e++) {
                int v = to[e];
                if (d + cost[e] < dist[v]) {
                    dist[v] = d + cost[e];
                    heap.add((dist[v] << 20) | v);
                }
            }
        }
        long slowest = 0;
        for (long d : dist) slowest = Math.max(slowest, d);
        return slowest == Long.MAX_VALUE ? -1 : (int) slowest;
    }
}
