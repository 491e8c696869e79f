import { useMemo, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { INTERVIEW_PRIVATE_PROBLEM } from '@codecourt/contracts';
import { PROSE } from '@/components/ui/prose';
import { renderMarkdown } from '@/lib/markdown';
import {
  canAddTest,
  type PrivateProblemDraft,
  type PrivateProblemErrors,
} from '@/features/interviews/lib/private-problem-form';

type Props = {
  draft: PrivateProblemDraft;
  errors: PrivateProblemErrors;
  onChange: (draft: PrivateProblemDraft) => void;
};

const ERROR = 'text-xs font-normal text-error';

/** The statement as Markdown, or its preview drawn the way the library draws statements. */
function StatementField({ draft, errors, onChange }: Props) {
  const [preview, setPreview] = useState(false);
  const html = useMemo(() => (preview ? renderMarkdown(draft.statement) : ''), [preview, draft.statement]);
  return (
    <div className="flex flex-col gap-1.5 text-sm font-medium">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor="private-statement">Statement</label>
        <div role="tablist" className="tabs tabs-box tabs-xs">
          {(['Write', 'Preview'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={preview === (tab === 'Preview')}
              className={`tab ${preview === (tab === 'Preview') ? 'tab-active' : ''}`}
              onClick={() => {
                setPreview(tab === 'Preview');
              }}
            >
              {tab}
            </button>
          ))}
        </div>
      </div>
      {preview ? (
        <div
          className={`${PROSE} min-h-32 rounded-field border border-base-300 p-3 font-normal`}
          data-testid="private-statement-preview"
          // Sanitised by DOMPurify in renderMarkdown.
          dangerouslySetInnerHTML={{ __html: html || '<p><em>Nothing to preview yet.</em></p>' }}
        />
      ) : (
        <textarea
          id="private-statement"
          className="textarea textarea-sm h-32 w-full font-mono"
          value={draft.statement}
          aria-invalid={errors.statement ? true : undefined}
          placeholder="Markdown: **bold**, `code`, lists and fenced examples."
          onChange={(event) => {
            onChange({ ...draft, statement: event.target.value });
          }}
        />
      )}
      {errors.statement && <span className={ERROR}>{errors.statement}</span>}
    </div>
  );
}

/** Input/expected output pairs: what a run without a custom input is judged on. */
function TestRows({ draft, errors, onChange }: Props) {
  const setTest = (index: number, side: 'input' | 'output', value: string) => {
    onChange({
      ...draft,
      tests: draft.tests.map((test, i) => (i === index ? { ...test, [side]: value } : test)),
    });
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        Tests <span className="font-normal text-base-content/70">(optional)</span>
      </legend>
      <p className="text-xs text-base-content/70">
        A run without a custom input is judged on these, and both of you see every one. Up to{' '}
        {INTERVIEW_PRIVATE_PROBLEM.testsMax} tests of {INTERVIEW_PRIVATE_PROBLEM.testMaxBytes / 1024} KB each
        side.
      </p>
      {draft.tests.map((test, index) => (
        <div
          key={index}
          className="grid grid-cols-[1fr_1fr_auto] items-start gap-2"
          data-testid="private-test-row"
        >
          <textarea
            className="textarea textarea-xs h-16 w-full font-mono"
            aria-label={`Test ${String(index + 1)} input`}
            placeholder="Input"
            value={test.input}
            onChange={(event) => {
              setTest(index, 'input', event.target.value);
            }}
          />
          <textarea
            className="textarea textarea-xs h-16 w-full font-mono"
            aria-label={`Test ${String(index + 1)} expected output`}
            placeholder="Expected output"
            value={test.output}
            onChange={(event) => {
              setTest(index, 'output', event.target.value);
            }}
          />
          <button
            type="button"
            className="btn btn-ghost btn-square btn-xs"
            aria-label={`Remove test ${String(index + 1)}`}
            onClick={() => {
              onChange({ ...draft, tests: draft.tests.filter((_, i) => i !== index) });
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
          {errors.test[index] && <span className={`${ERROR} col-span-3`}>{errors.test[index]}</span>}
        </div>
      ))}
      {errors.tests && <span className={ERROR}>{errors.tests}</span>}
      <button
        type="button"
        className="btn btn-ghost btn-xs self-start"
        disabled={!canAddTest(draft)}
        onClick={() => {
          onChange({ ...draft, tests: [...draft.tests, { input: '', output: '' }] });
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a test
      </button>
    </fieldset>
  );
}

/** "Write my own": a title, a Markdown statement and optional tests, for this room alone. */
export function PrivateProblemFields(props: Props) {
  const { draft, errors, onChange } = props;
  return (
    <div
      className="flex flex-col gap-3 rounded-field border border-base-300 p-3"
      data-testid="private-problem"
    >
      <p className="text-xs text-base-content/70">
        Kept with this interview only: it never appears in the library or any problem list.
      </p>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Title
        <input
          className="input input-sm w-full"
          value={draft.title}
          maxLength={INTERVIEW_PRIVATE_PROBLEM.titleMaxLength}
          aria-invalid={errors.title ? true : undefined}
          onChange={(event) => {
            onChange({ ...draft, title: event.target.value });
          }}
        />
        {errors.title && <span className={ERROR}>{errors.title}</span>}
      </label>
      <StatementField {...props} />
      <TestRows {...props} />
    </div>
  );
}
