/**
 * Returns the best profit from buying on one day and selling on a later day (0 if none).
 */
function maxProfit(prices: number[]): number {
    let cheapest = Infinity;
    let best = 0;
    for (const price of prices) {
        cheapest = Math.min(cheapest, price);
        best = Math.max(best, price - cheapest);
    }
    return best;
}
