function rob(nums: number[]): number {
  let skip = 0;
  let take = 0;
  for (const x of nums) [skip, take] = [take, Math.max(take, skip + x)];
  return take;
}
