class Solution {
    int evalRPN(String[] tokens) {
        ArrayDeque<Integer> values = new ArrayDeque<>();
        for (String token : tokens) {
            switch (token) {
                case "+", "-", "*", "/" -> {
                    int right = values.pop(), left = values.pop();
                    values.push(switch (token) {
                        case "+" -> left + right;
                        case "-" -> left - right;
                        case "*" -> left * right;
                        default -> left / right;  // Java division already truncates toward zero
                    });
                }
                default -> values.push(Integer.parseInt(token));
            }
        }
        return values.pop();
    }
}
