impl Solution {
    pub fn eval_rpn(tokens: Vec<String>) -> i32 {
        let mut values: Vec<i32> = Vec::new();
        for token in &tokens {
            let token = token.as_str();
            if !matches!(token, "+" | "-" | "*" | "/") {
                values.push(token.parse().unwrap());
                continue;
            }
            let right = values.pop().unwrap();
            let left = values.pop().unwrap();
            values.push(match token {
                "+" => left + right,
                "-" => left - right,
                "*" => left * right,
                _ => left / right, // Rust's division already truncates toward zero
            });
        }
        values.pop().unwrap()
    }
}
