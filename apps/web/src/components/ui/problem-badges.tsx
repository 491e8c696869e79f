import { PROBLEM_TAG_LABELS, type Difficulty, type ProblemTag } from '@codecourt/contracts';

const DIFFICULTY_STYLE: Record<Difficulty, { label: string; className: string }> = {
  easy: { label: 'Easy', className: 'badge-success' },
  medium: { label: 'Medium', className: 'badge-warning' },
  hard: { label: 'Hard', className: 'badge-error' },
};

const TAG_LABELS = PROBLEM_TAG_LABELS;

export function difficultyLabel(difficulty: Difficulty): string {
  return DIFFICULTY_STYLE[difficulty].label;
}

/** Readable name of a tag; an unknown tag (an imported package's own) is shown as written. */
export function tagLabel(tag: string): string {
  return Object.hasOwn(TAG_LABELS, tag) ? TAG_LABELS[tag as ProblemTag] : tag;
}

export function DifficultyBadge({ difficulty, size = 'sm' }: { difficulty: Difficulty; size?: 'sm' | 'md' }) {
  const { label, className } = DIFFICULTY_STYLE[difficulty];
  return (
    <span
      className={`badge badge-soft font-medium ${size === 'sm' ? 'badge-sm' : ''} ${className}`}
      data-difficulty={difficulty}
    >
      {label}
    </span>
  );
}

export function TagBadge({ tag }: { tag: string }) {
  return (
    <span className="badge badge-sm badge-ghost border-base-300 text-base-content/70">{tagLabel(tag)}</span>
  );
}
