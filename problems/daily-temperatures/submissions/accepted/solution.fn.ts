function dailyTemperatures(temperatures: number[]): number[] {
  const wait = new Array<number>(temperatures.length).fill(0);
  const waiting: number[] = []; // days still without a warmer day; the coldest is on top
  temperatures.forEach((t, day) => {
    while (waiting.length > 0 && temperatures[waiting[waiting.length - 1]] < t) {
      const earlier = waiting.pop()!;
      wait[earlier] = day - earlier;
    }
    waiting.push(day);
  });
  return wait;
}
