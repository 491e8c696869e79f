class Solution {
public:
    vector<int> dailyTemperatures(vector<int> temperatures) {
        // Write your solution here
        return {};
    }
};
