class Solution {
public:
    int countComponents(int n, vector<vector<int>>& edges) {
        // Write your solution here
        return 0;
    }
};
