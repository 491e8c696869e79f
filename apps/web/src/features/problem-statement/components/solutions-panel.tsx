import { useState } from 'react';
import { Code2, Eye } from 'lucide-react';
import type { Problem } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { HighlightedCode } from '@/components/ui/highlighted-code';
import { editorReferenceSolutions, type EditorLanguageId } from '@/lib/editor-languages';

type Props = {
  problem: Problem;
  preferred: EditorLanguageId;
  onUse: (language: EditorLanguageId, code: string) => void;
};

export function SolutionsPanel({ problem, preferred, onUse }: Props) {
  const solutions = editorReferenceSolutions(problem);
  const [chosen, setChosen] = useState<EditorLanguageId>(preferred);
  const shown = solutions.find((s) => s.language === chosen) ?? solutions[0];

  if (!shown)
    return (
      <EmptyState icon={Code2} title="No reference solutions">
        This problem has no reference solution in an editor language yet.
      </EmptyState>
    );
  return (
    <section className="flex flex-col gap-4" aria-label="Reference solutions">
      <p className="flex items-center gap-2 text-sm text-base-content/75">
        <Eye className="size-4 shrink-0" aria-hidden="true" />
        Accepted reference solutions. Try the problem yourself first.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Solution language" className="join">
          {solutions.map((solution) => (
            <button
              key={solution.language}
              type="button"
              className={`btn join-item btn-sm ${solution.language === shown.language ? 'btn-active btn-neutral' : 'btn-ghost border-base-300'}`}
              aria-pressed={solution.language === shown.language}
              onClick={() => {
                setChosen(solution.language);
              }}
            >
              {solution.name}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => {
            onUse(shown.language, shown.code);
          }}
        >
          Use This Solution
        </button>
      </div>
      <HighlightedCode
        code={shown.code}
        language={shown.language}
        label={`${shown.name} reference solution`}
      />
    </section>
  );
}
