class Solution {
public:
    bool isValid(string s) {
        // Write your solution here
        return false;
    }
};
