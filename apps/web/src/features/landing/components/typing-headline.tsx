import { useTypewriter } from '@/features/landing/hooks/use-typewriter';

const PHRASES = [
  'ace your next coding interview.',
  'master dynamic programming.',
  'think in graphs and trees.',
  'ship clean, fast solutions.',
] as const;

export function TypingHeadline() {
  const text = useTypewriter(PHRASES);
  return (
    <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
      Practice daily and
      <span className="sr-only"> {PHRASES[0]}</span>
      <span
        aria-hidden="true"
        className="block min-h-[2.4em] bg-gradient-to-r from-primary to-secondary bg-clip-text pb-1 text-transparent sm:min-h-[1.2em]"
      >
        {text}
        <span className="ml-0.5 inline-block w-[3px] animate-blink bg-primary motion-reduce:animate-none align-[-0.1em] text-transparent">
          |
        </span>
      </span>
    </h1>
  );
}
