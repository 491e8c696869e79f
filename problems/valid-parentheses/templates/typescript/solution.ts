function isValid(s: string): boolean {
  // Write your solution here
  return false;
}
