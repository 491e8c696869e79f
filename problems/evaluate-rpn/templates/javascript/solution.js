/**
 * @param {string[]} tokens
 * @return {number}
 */
function evalRPN(tokens) {
  // Write your solution here
  return 0;
}
