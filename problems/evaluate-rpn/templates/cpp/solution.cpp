class Solution {
public:
    int evalRPN(vector<string> tokens) {
        // Write your solution here
        return 0;
    }
};
