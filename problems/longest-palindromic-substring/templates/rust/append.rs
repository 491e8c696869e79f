
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON string such as "abc" (inputs never need escape sequences).
fn parse_string(line: &str) -> String {
    let open = line.find('"').unwrap();
    let close = line.rfind('"').unwrap();
    line[open + 1..close].to_string()
}

fn string_to_json(value: &str) -> String {
    format!("\"{}\"", value)
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let s = parse_string(lines[0]);
    println!("{}", string_to_json(&Solution::longest_palindrome(s)));
}
