function coinChange(coins: number[], amount: number): number {
  const fewest = new Array<number>(amount + 1).fill(Infinity);
  fewest[0] = 0;
  for (const c of coins) {
    for (let a = c; a <= amount; a++) {
      if (fewest[a - c] + 1 < fewest[a]) fewest[a] = fewest[a - c] + 1;
    }
  }
  return fewest[amount] === Infinity ? -1 : fewest[amount];
}
