class Solution {
public:
    int numIslands(vector<string>& grid) {
        int rows = grid.size(), cols = grid[0].size();
        int islands = 0;
        queue<pair<int, int>> frontier;
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1') continue;
                islands++;
                grid[r][c] = '0';  // sink the land as soon as it is queued so it is counted once
                frontier.push({r, c});
                while (!frontier.empty()) {
                    auto [cr, cc] = frontier.front();
                    frontier.pop();
                    for (int d = 0; d < 4; d++) {
                        int nr = cr + dr[d], nc = cc + dc[d];
                        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '1') continue;
                        grid[nr][nc] = '0';
                        frontier.push({nr, nc});
                    }
                }
            }
        }
        return islands;
    }
};
