function ladderLength(beginWord: string, endWord: string, wordList: string[]): number {
  const end = wordList.indexOf(endWord);
  if (end < 0) return 0;
  const patterns = (word: string): string[] => {
    const out: string[] = [];
    for (let p = 0; p < word.length; p++) out.push(word.slice(0, p) + '*' + word.slice(p + 1));
    return out;
  };
  // Bucket words by pattern: the word with one position replaced by '*'.
  const buckets = new Map<string, number[]>();
  wordList.forEach((word, i) => {
    for (const key of patterns(word)) {
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    }
  });
  const dist = new Int32Array(wordList.length);
  const queue: number[] = [];
  let current = beginWord;
  let length = 1;
  for (let head = 0; ; head++) {
    for (const key of patterns(current)) {
      const bucket = buckets.get(key);
      if (!bucket) continue;
      // Each bucket is used once: all its words are one step away now.
      buckets.delete(key);
      for (const j of bucket) {
        if (dist[j] !== 0) continue;
        dist[j] = length + 1;
        if (j === end) return dist[j];
        queue.push(j);
      }
    }
    if (head >= queue.length) return 0;
    current = wordList[queue[head]];
    length = dist[queue[head]];
  }
}
