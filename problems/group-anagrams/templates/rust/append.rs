
// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON array of strings such as ["eat","tea"] (inputs never need escape sequences):
// the strings are every other piece between the quotes.
fn parse_string_array(line: &str) -> Vec<String> {
    line.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

fn string_groups_to_json(groups: &[Vec<String>]) -> String {
    let items: Vec<String> = groups
        .iter()
        .map(|group| {
            let words: Vec<String> = group.iter().map(|word| format!("\"{}\"", word)).collect();
            format!("[{}]", words.join(","))
        })
        .collect();
    format!("[{}]", items.join(","))
}

fn main() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let strs = parse_string_array(lines[0]);
    println!("{}", string_groups_to_json(&Solution::group_anagrams(strs)));
}
