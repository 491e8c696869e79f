/**
 * @param {string[]} grid
 * @return {number}
 */
function numIslands(grid) {
  // Write your solution here
  return 0;
}
