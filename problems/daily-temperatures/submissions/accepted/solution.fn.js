/**
 * @param {number[]} temperatures
 * @return {number[]}
 */
function dailyTemperatures(temperatures) {
  const wait = new Array(temperatures.length).fill(0);
  const waiting = []; // days still without a warmer day; the coldest is on top
  temperatures.forEach((t, day) => {
    while (waiting.length > 0 && temperatures[waiting[waiting.length - 1]] < t) {
      const earlier = waiting.pop();
      wait[earlier] = day - earlier;
    }
    waiting.push(day);
  });
  return wait;
}
