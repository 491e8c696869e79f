impl Solution {
    pub fn daily_temperatures(temperatures: Vec<i32>) -> Vec<i32> {
        let n = temperatures.len();
        let mut wait = vec![0; n];
        let mut waiting: Vec<usize> = Vec::new(); // days still without a warmer day; the coldest is on top
        for day in 0..n {
            while let Some(&colder) = waiting.last() {
                if temperatures[colder] >= temperatures[day] {
                    break;
                }
                wait[colder] = (day - colder) as i32;
                waiting.pop();
            }
            waiting.push(day);
        }
        wait
    }
}
