function minDistance(word1: string, word2: string): number {
  const m = word2.length;
  let prev = Int32Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Int32Array(m + 1);
  for (let i = 1; i <= word1.length; i++) {
    cur[0] = i;
    const a = word1[i - 1];
    for (let j = 1; j <= m; j++) {
      cur[j] = a === word2[j - 1] ? prev[j - 1] : 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
}
