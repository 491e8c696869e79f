class Solution {
public:
    int shortestPathBinaryMatrix(vector<vector<int>>& grid) {
        // Write your solution here
        return 0;
    }
};
