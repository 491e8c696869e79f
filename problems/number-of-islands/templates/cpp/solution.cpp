class Solution {
public:
    int numIslands(vector<string>& grid) {
        // Write your solution here
        return 0;
    }
};
