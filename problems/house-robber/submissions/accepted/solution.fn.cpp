class Solution {
public:
    int rob(vector<int>& nums) {
        // skip = best total so far without the last house, take = best total that may use it.
        int skip = 0, take = 0;
        for (int x : nums) {
            int next = max(take, skip + x);
            skip = take;
            take = next;
        }
        return take;
    }
};
