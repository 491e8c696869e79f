
// ---------- Input/output helpers: each input line holds one JSON value ----------
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

fn int_array_to_json(values: &[i32]) -> String {
    let items: Vec<String> = values.iter().map(i32::to_string).collect();
    format!("[{}]", items.join(","))
}

fn int_matrix_to_json(rows: &[Vec<i32>]) -> String {
    let items: Vec<String> = rows.iter().map(|row| int_array_to_json(row)).collect();
    format!("[{}]", items.join(","))
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let intervals = parse_int_matrix(lines[0]);
    println!("{}", int_matrix_to_json(&Solution::merge(intervals)));
}
