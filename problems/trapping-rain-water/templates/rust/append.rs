
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of integers such as [2,-7,11]; brackets and commas are skipped.
fn parse_int_array(line: &str) -> Vec<i32> {
    line.split(|c: char| c == '[' || c == ']' || c == ',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| item.parse().unwrap())
        .collect()
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let height = parse_int_array(lines[0]);
    println!("{}", Solution::trap(height));
}
