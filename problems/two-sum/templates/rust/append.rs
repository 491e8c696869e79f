
// ---------- Input/output helpers: each input line holds one JSON value ----------
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

fn int_array_to_json(values: &[i32]) -> String {
    let items: Vec<String> = values.iter().map(i32::to_string).collect();
    format!("[{}]", items.join(","))
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let nums = parse_int_array(lines[0]);
    let target = parse_int(lines[1]);
    println!("{}", int_array_to_json(&Solution::two_sum(nums, target)));
}
