
// ---------- Input/output helpers: you do not need to change anything below. ----------
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

fn build_list(values: &[i32]) -> Option<Box<ListNode>> {
    let mut head = None;
    for &value in values.iter().rev() {
        let mut node = Box::new(ListNode::new(value));
        node.next = head;
        head = Some(node);
    }
    head
}

fn list_to_json(head: &Option<Box<ListNode>>) -> String {
    let mut items = Vec::new();
    let mut node = head.as_ref();
    while let Some(current) = node {
        items.push(current.val.to_string());
        node = current.next.as_ref();
    }
    format!("[{}]", items.join(","))
}

fn run() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let lists = parse_int_matrix(lines[0])
        .iter()
        .map(|row| build_list(row))
        .collect();
    let result = Solution::merge_k_lists(lists);
    println!("{}", list_to_json(&result));
}

// Runs the program on a thread with a 64 MiB stack, so deep recursion (a 10^5-node path) is safe.
fn main() {
    match std::thread::Builder::new().stack_size(64 << 20).spawn(run) {
        Ok(worker) => {
            if worker.join().is_err() {
                std::process::exit(101); // the panic message is already on stderr
            }
        }
        Err(_) => run(),
    }
}
