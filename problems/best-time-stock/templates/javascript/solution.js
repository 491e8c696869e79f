/**
 * Returns the best profit from buying on one day and selling on a later day (0 if none).
 * @param {number[]} prices
 * @return {number}
 */
function maxProfit(prices) {
    // Write your solution here
    return 0;
}
