/**
 * Returns how many units of water the bars hold after the rain.
 * @param {number[]} height
 * @return {number}
 */
function trap(height) {
    // Write your solution here
    return 0;
}
