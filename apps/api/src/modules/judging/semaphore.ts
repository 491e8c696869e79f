/** At most `size` tasks at a time; the rest wait in arrival order. */
export function createSemaphore(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (active < size) {
      active++;
      return;
    }
    // The releasing task hands its permit over, so a newcomer cannot slip in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async function withPermit<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
