class Solution {
public:
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    long long trap(vector<int>& height) {
        // Write your solution here
        return 0;
    }
};
