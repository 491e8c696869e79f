/**
 * Returns the best profit from buying on one day and selling on a later day (0 if none).
 */
function maxProfit(prices: number[]): number {
    // Write your solution here
    return 0;
}
