
// ---------- Input/output helpers: you do not need to change anything below. ----------
// Reads a JSON array of strings such as ["eat","tea"] (inputs never need escape sequences):
// the strings are every other piece between the quotes.
fn parse_string_array(line: &str) -> Vec<String> {
    line.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let tokens = parse_string_array(lines[0]);
    let result = Solution::eval_rpn(tokens);
    println!("{}", result);
}
