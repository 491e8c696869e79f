
// ---------- Input/output helpers: nothing to change below ----------
// Reads a JSON integer such as -7.
fn parse_int(line: &str) -> i32 {
    line.trim().parse().unwrap()
}

// Reads a JSON array of integers such as [2,-7,11]; brackets and commas are skipped.
fn parse_int_array(line: &str) -> Vec<i32> {
    line.split(|c: char| c == '[' || c == ']' || c == ',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| item.parse().unwrap())
        .collect()
}

// Reads a JSON array of integer arrays such as [[1,3],[],[2,6]].
fn parse_int_matrix(line: &str) -> Vec<Vec<i32>> {
    let line = line.trim();
    // Inside the outer brackets, every row but the first is ",[..." once split at its closing bracket.
    line[1..line.len() - 1]
        .split(']')
        .filter(|row| row.contains('['))
        .map(parse_int_array)
        .collect()
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let n = parse_int(lines[0]);
    let edges = parse_int_matrix(lines[1]);
    println!("{}", Solution::count_components(n, edges));
}
