import { useMediaQuery } from '@/hooks/use-media-query';

/** Whether the screen is wide enough for the split workspace: Tailwind's `lg`, false on a phone. */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 1024px)');
}
