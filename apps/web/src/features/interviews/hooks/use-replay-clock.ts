import { useEffect, useState } from 'react';

/** Playback speeds: a 45-minute interview takes under a minute at the fastest. */
export const REPLAY_SPEEDS = [1, 4, 16, 64] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

const TICK_MS = 100;

/**
 * The player's position in the interview's time (ms since the epoch, like the updates' times) and its
 * play/pause: playing advances it `speed` times as fast as real time, and stops at the end.
 */
export function useReplayClock(startsAt: number, endsAt: number) {
  const [position, setPosition] = useState(endsAt);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(16);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const step = (now - last) * speed;
      last = now;
      setPosition((current) => {
        const next = Math.min(endsAt, current + step);
        if (next >= endsAt) setPlaying(false);
        return next;
      });
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [playing, speed, endsAt]);

  const play = () => {
    // Playing from the end starts over.
    if (position >= endsAt) setPosition(startsAt);
    setPlaying(true);
  };
  const seek = (to: number) => {
    setPosition(Math.min(endsAt, Math.max(startsAt, to)));
  };
  return {
    position,
    playing,
    speed,
    setSpeed,
    play,
    pause: () => {
      setPlaying(false);
    },
    seek,
  };
}
