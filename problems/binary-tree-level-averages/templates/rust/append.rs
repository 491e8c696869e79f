
// ---------- Input/output helpers: you do not need to change anything below. ----------
// Splits a flat JSON array such as [1,-2,null] into its items.
fn split_array(line: &str) -> Vec<&str> {
    let line = line.trim();
    let body = line[1..line.len() - 1].trim();
    if body.is_empty() {
        return Vec::new();
    }
    body.split(',').map(str::trim).collect()
}

// Builds a tree from its level order, where "null" marks a missing child.
fn build_tree(line: &str) -> Option<std::rc::Rc<std::cell::RefCell<TreeNode>>> {
    // Full paths and no method-call borrow_mut(): the user's part may import Rc and RefCell (a
    // second import warns) or the Borrow traits (which would take over borrow_mut()).
    let items = split_array(line);
    if items.is_empty() || items[0] == "null" {
        return None;
    }
    let new_node = |item: &str| {
        std::rc::Rc::new(std::cell::RefCell::new(TreeNode::new(
            item.parse().unwrap(),
        )))
    };
    let root = new_node(items[0]);
    let mut parents = std::collections::VecDeque::new();
    parents.push_back(std::rc::Rc::clone(&root));
    let mut i = 1;
    while i < items.len() {
        let parent = parents.pop_front().unwrap();
        if items[i] != "null" {
            let child = new_node(items[i]);
            std::cell::RefCell::borrow_mut(&parent).left = Some(std::rc::Rc::clone(&child));
            parents.push_back(child);
        }
        i += 1;
        if i < items.len() && items[i] != "null" {
            let child = new_node(items[i]);
            std::cell::RefCell::borrow_mut(&parent).right = Some(std::rc::Rc::clone(&child));
            parents.push_back(child);
        }
        i += 1;
    }
    Some(root)
}

fn decimals_to_text(values: &[f64]) -> String {
    let items: Vec<String> = values.iter().map(|value| format!("{:.5}", value)).collect();
    items.join(" ")
}

fn run() {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let root = build_tree(lines[0]);
    let result = Solution::average_of_levels(root);
    println!("{}", decimals_to_text(&result));
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
