/**
 * Returns how many units of water the bars hold after the rain.
 */
function trap(height: number[]): number {
    // Write your solution here
    return 0;
}
