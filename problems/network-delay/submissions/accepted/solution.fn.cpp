class Solution {
public:
    int networkDelayTime(int n, vector<vector<int>>& times, int k) {
        vector<vector<pair<int, int>>> out(n);
        for (auto& t : times) out[t[0]].push_back({t[1], t[2]});
        const long long INF = LLONG_MAX;
        vector<long long> dist(n, INF);
        // Min-heap of (arrival time, node); stale entries are skipped when popped.
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
        dist[k] = 0;
        heap.push({0, k});
        while (!heap.empty()) {
            auto [d, u] = heap.top();
            heap.pop();
            if (d > dist[u]) continue;
            for (auto [v, w] : out[u]) {
                if (d + w < dist[v]) {
                    dist[v] = d + w;
                    heap.push({dist[v], v});
                }
            }
        }
        long long slowest = *max_element(dist.begin(), dist.end());
        return slowest == INF ? -1 : (int)slowest;
    }
};
