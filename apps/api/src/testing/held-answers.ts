/**
 * The database with the answers of some queries held back: a query sent while `hold()` is on runs at once
 * (it reads the database as it is then) but its answer arrives only at `release()`. So a test can make an
 * older read finish after a newer one, as a slow connection does on a busy machine.
 */
export function withHeldAnswers<T extends object>(db: T) {
  let holding: Promise<void> | undefined;
  let release: () => void = () => undefined;
  const wrap = <V>(value: V): V => {
    if (typeof value !== 'object' || value === null) return value;
    return new Proxy(value, {
      get(target, property, receiver) {
        const member: unknown = Reflect.get(target, property, receiver);
        if (typeof member !== 'function') return member;
        if (property !== 'then')
          return (...args: unknown[]) => wrap((member as (...a: unknown[]) => unknown).apply(target, args));
        const held = holding;
        const then = member as (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) => unknown;
        if (!held) return then.bind(target);
        return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
          then.call(
            target,
            (answer) => held.then(() => ok(answer)),
            (error) => held.then(() => fail(error)),
          );
      },
    });
  };
  return {
    db: wrap(db),
    /** Answers of queries sent from now on wait for `release()`. */
    hold() {
      holding = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    /** Queries sent from now on answer at once; those held so far still wait. */
    stopHolding() {
      holding = undefined;
    },
    release: () => {
      release();
    },
  };
}
