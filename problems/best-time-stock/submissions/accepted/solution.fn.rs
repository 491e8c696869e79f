impl Solution {
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    pub fn max_profit(prices: Vec<i32>) -> i32 {
        let mut cheapest = i32::MAX;
        let mut best = 0;
        for price in prices {
            cheapest = cheapest.min(price);
            best = i32::max(best, price - cheapest);
        }
        best
    }
}
