class Solution {
public:
    int shortestPathBinaryMatrix(vector<vector<int>>& grid) {
        int n = grid.size();
        if (grid[0][0] != 0 || grid[n - 1][n - 1] != 0) return -1;
        // dist[r][c] = cells on the shortest path ending at (r, c); 0 = not reached yet.
        vector<vector<int>> dist(n, vector<int>(n, 0));
        queue<pair<int, int>> frontier;
        dist[0][0] = 1;
        frontier.push({0, 0});
        while (!frontier.empty()) {
            auto [r, c] = frontier.front();
            frontier.pop();
            if (r == n - 1 && c == n - 1) return dist[r][c];
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nr = r + dr, nc = c + dc;
                    if (nr < 0 || nr >= n || nc < 0 || nc >= n) continue;
                    if (grid[nr][nc] != 0 || dist[nr][nc] != 0) continue;
                    dist[nr][nc] = dist[r][c] + 1;
                    frontier.push({nr, nc});
                }
            }
        }
        return -1;
    }
};
