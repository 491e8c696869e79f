
// ---------- Input/output helpers: nothing to change below ----------
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
    let grid = parse_string_array(lines[0]);
    println!("{}", Solution::num_islands(grid));
}
