class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        // Kahn's algorithm: repeatedly take a course whose prerequisites are all done.
        vector<vector<int>> unlocks(numCourses);
        vector<int> missing(numCourses, 0);
        for (auto& p : prerequisites) {
            unlocks[p[1]].push_back(p[0]);
            missing[p[0]]++;
        }
        queue<int> ready;
        for (int c = 0; c < numCourses; c++)
            if (missing[c] == 0) ready.push(c);
        int taken = 0;
        while (!ready.empty()) {
            int c = ready.front();
            ready.pop();
            taken++;
            for (int next : unlocks[c])
                if (--missing[next] == 0) ready.push(next);
        }
        return taken == numCourses;
    }
};
