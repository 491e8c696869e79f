import { Clock, Cpu } from 'lucide-react';
import { splitTags, type Problem } from '@codecourt/contracts';
import { DifficultyBadge, tagLabel } from '@/components/ui/problem-badges';
import { constraintParts } from '@/features/problem-statement/lib/constraint-text';
import { formatMemory, formatRuntime } from '@/lib/result-format';
import {
  InlineMarkdown,
  MarkdownHtml,
  StatementHtml,
} from '@/features/problem-statement/components/markdown-html';

/** Interactive problems (their dialogues) and statements with the package's figures are rendered by the server. */
const usesServerHtml = (problem: Problem) =>
  Boolean(problem.descriptionHtml) &&
  (problem.interactive === true || (problem.descriptionHtml ?? '').includes('src="/api/problem/statement/'));

export function DescriptionPanel({ problem }: { problem: Problem }) {
  const tags = splitTags(problem.tags).map(tagLabel);
  return (
    <article className="flex flex-col gap-5" data-testid="problem-description">
      <header className="flex flex-col gap-2.5">
        <h1 className="text-xl font-bold tracking-tight">{problem.title}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-base-content/75">
          <DifficultyBadge difficulty={problem.difficulty} />
          {tags.length > 0 && <span data-testid="problem-tags">{tags.join(', ')}</span>}
          <span className="flex items-center gap-1" title="Time limit per test">
            <Clock className="size-3.5" aria-hidden="true" />
            {formatRuntime(problem.timeLimitMs)}
          </span>
          <span className="flex items-center gap-1" title="Memory limit">
            <Cpu className="size-3.5" aria-hidden="true" />
            {formatMemory(problem.memoryLimitKb)}
          </span>
        </div>
      </header>
      {problem.statementPdfUrl && (
        <a className="link link-primary text-sm" href={problem.statementPdfUrl} download>
          Download the statement (PDF)
        </a>
      )}
      {usesServerHtml(problem) ? (
        <StatementHtml html={problem.descriptionHtml ?? ''} />
      ) : (
        <MarkdownHtml source={problem.description} />
      )}
      {problem.visibleTestCases.length > 0 && (
        <section aria-label="Examples" className="flex flex-col gap-4">
          {problem.visibleTestCases.map((sample, index) => (
            <div key={index}>
              <h2 className="mb-2 text-sm font-semibold">Example {index + 1}</h2>
              <div className="flex flex-col gap-1.5 border-l-2 border-base-300 pl-4 font-mono text-[0.8125rem] leading-relaxed">
                <SampleLine label="Input" value={sample.input} />
                <SampleLine label="Output" value={sample.output} />
                {sample.explanation.trim() !== '' && (
                  <p className="font-sans text-sm text-base-content/80">
                    <span className="font-semibold text-base-content">Explanation: </span>
                    <InlineMarkdown source={sample.explanation} />
                  </p>
                )}
              </div>
            </div>
          ))}
        </section>
      )}
      {problem.constraints.length > 0 && (
        <section aria-labelledby="constraints-title">
          <h2 id="constraints-title" className="mb-2 text-sm font-semibold">
            Constraints
          </h2>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm marker:text-base-content/40">
            {problem.constraints.map((constraint) => (
              <li key={constraint}>
                <code className="rounded bg-base-200 px-1.5 py-0.5 font-mono text-[0.8125rem]">
                  {constraintParts(constraint).map((part, i) =>
                    part.kind === 'text' ? (
                      <span key={i}>{part.text}</span>
                    ) : (
                      <span key={i}>
                        {part.base}
                        <sup>{part.exponent}</sup>
                      </span>
                    ),
                  )}
                </code>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function SampleLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <span className="shrink-0 font-sans text-sm font-semibold">{label}:</span>
      <pre className="whitespace-pre-wrap break-all text-base-content/80">
        {value === '' ? '(empty)' : value}
      </pre>
    </div>
  );
}
