impl Solution {
    pub fn eval_rpn(tokens: Vec<String>) -> i32 {
        // Write your solution here
        0
    }
}
