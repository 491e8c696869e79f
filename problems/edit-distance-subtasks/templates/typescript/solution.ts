function minDistance(word1: string, word2: string): number {
  // Write your solution here
  return 0;
}
