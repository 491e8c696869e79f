class Solution {
public:
    int evalRPN(vector<string> tokens) {
        vector<int> values;
        for (const string& token : tokens) {
            bool isOperator = token.size() == 1 && string("+-*/").find(token[0]) != string::npos;
            if (!isOperator) {
                values.push_back(stoi(token));
                continue;
            }
            int right = values.back();
            values.pop_back();
            int left = values.back();
            values.pop_back();
            if (token == "+") values.push_back(left + right);
            else if (token == "-") values.push_back(left - right);
            else if (token == "*") values.push_back(left * right);
            else values.push_back(left / right);  // C++ division already truncates toward zero
        }
        return values.back();
    }
};
