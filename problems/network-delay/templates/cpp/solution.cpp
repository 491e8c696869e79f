class Solution {
public:
    int networkDelayTime(int n, vector<vector<int>>& times, int k) {
        // Write your solution here
        return 0;
    }
};
