/**
 * Returns how many units of water the bars hold after the rain.
 */
function trap(height: number[]): number {
    let total = 0;
    const stack: number[] = []; // indices of bars with non-increasing heights
    for (let i = 0; i < height.length; i++) {
        while (stack.length > 0 && height[stack[stack.length - 1]] < height[i]) {
            const bottom = stack.pop()!;
            if (stack.length === 0) break;
            const left = stack[stack.length - 1];
            total += (i - left - 1) * (Math.min(height[left], height[i]) - height[bottom]);
        }
        stack.push(i);
    }
    return total;
}
