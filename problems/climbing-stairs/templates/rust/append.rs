
// ---------- Input/output helpers: nothing to change below ----------
// Reads a JSON integer such as -7.
fn parse_int(line: &str) -> i32 {
    line.trim().parse().unwrap()
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let n = parse_int(lines[0]);
    println!("{}", Solution::climb_stairs(n));
}
