import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { TYPEWRITER_START, typewriterStep } from '@/features/landing/lib/typewriter';

/** The text currently shown by the hero animation; static (first phrase) for reduced motion. */
export function useTypewriter(phrases: readonly string[]): string {
  const reduced = useReducedMotion();
  const [state, setState] = useState(TYPEWRITER_START);

  useEffect(() => {
    if (reduced) return;
    const { state: next, delayMs } = typewriterStep(state, phrases);
    const timer = setTimeout(() => {
      setState(next);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [state, phrases, reduced]);

  if (reduced) return phrases[0] ?? '';
  return (phrases[state.phrase] ?? '').slice(0, state.length);
}
