
// ---------- Input/output helpers: nothing to change below ----------
// Reads a JSON string such as "abc" (inputs never need escape sequences).
fn parse_string(line: &str) -> String {
    let open = line.find('"').unwrap();
    let close = line.rfind('"').unwrap();
    line[open + 1..close].to_string()
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let word1 = parse_string(lines[0]);
    let word2 = parse_string(lines[1]);
    println!("{}", Solution::min_distance(word1, word2));
}
