function ladderLength(beginWord: string, endWord: string, wordList: string[]): number {
  // Write your solution here
  return 0;
}
