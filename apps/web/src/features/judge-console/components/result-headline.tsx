import { CircleCheck, CircleX, Terminal, TriangleAlert } from 'lucide-react';
import type { Tone } from '@/lib/result-format';

const STYLE = {
  neutral: { className: 'text-base-content', icon: Terminal },
  success: { className: 'text-success', icon: CircleCheck },
  warning: { className: 'text-warning', icon: TriangleAlert },
  error: { className: 'text-error', icon: CircleX },
} as const;

type Props = { title: string; tone: Tone | 'neutral'; detail?: string };

export function ResultHeadline({ title, tone, detail }: Props) {
  const { className, icon: Icon } = STYLE[tone];
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <h3
        className={`flex items-center gap-2 text-lg font-semibold ${className}`}
        data-testid="result-headline"
      >
        <Icon className="size-5 self-center" aria-hidden="true" />
        {title}
      </h3>
      {detail && (
        <span className="text-sm text-base-content/75" data-testid="result-detail">
          {detail}
        </span>
      )}
    </div>
  );
}
