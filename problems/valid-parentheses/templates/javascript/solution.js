/**
 * @param {string} s
 * @return {boolean}
 */
function isValid(s) {
  // Write your solution here
  return false;
}
