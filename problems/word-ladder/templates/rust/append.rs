
// ---------- Input/output helpers: nothing to change below ----------
// Reads a JSON string such as "abc" (inputs never need escape sequences).
fn parse_string(line: &str) -> String {
    let open = line.find('"').unwrap();
    let close = line.rfind('"').unwrap();
    line[open + 1..close].to_string()
}

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
    let begin_word = parse_string(lines[0]);
    let end_word = parse_string(lines[1]);
    let word_list = parse_string_array(lines[2]);
    println!(
        "{}",
        Solution::ladder_length(begin_word, end_word, word_list)
    );
}
