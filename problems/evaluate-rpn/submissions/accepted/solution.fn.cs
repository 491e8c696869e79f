public class Solution {
    public int EvalRPN(string[] tokens) {
        Stack<int> values = new Stack<int>();
        foreach (string token in tokens) {
            if (token == "+" || token == "-" || token == "*" || token == "/") {
                int right = values.Pop(), left = values.Pop();
                if (token == "+") values.Push(left + right);
                else if (token == "-") values.Push(left - right);
                else if (token == "*") values.Push(left * right);
                else values.Push(left / right);  // C# division already truncates toward zero
            } else {
                values.Push(int.Parse(token));
            }
        }
        return values.Pop();
    }
}
