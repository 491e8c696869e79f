import { useState } from 'react';
import type { Problem } from '@codecourt/contracts';
import { CasePills } from '@/features/judge-console/components/case-pills';
import { IoBlock } from '@/components/ui/io-block';

type Props = {
  samples: Problem['visibleTestCases'];
  /** null until the user edits it: Run then judges the samples. */
  customInput: string | null;
  onCustomInputChange: (input: string | null) => void;
  /** The last Run's input did not fit the problem's format: shown under the box. */
  inputError?: string | undefined;
};

const CUSTOM = 'custom';

export function TestcaseView({ samples, customInput, onCustomInputChange, inputError }: Props) {
  const [selected, setSelected] = useState(customInput === null ? '0' : CUSTOM);
  // A new format error turns to the box it is about (adjusted while rendering, not in an effect).
  const [shownError, setShownError] = useState(inputError);
  if (inputError !== shownError) {
    setShownError(inputError);
    if (inputError !== undefined) setSelected(CUSTOM);
  }
  const cases = [
    ...samples.map((_, index) => ({ key: String(index), label: `Case ${String(index + 1)}` })),
    { key: CUSTOM, label: 'Custom input' },
  ];
  const sample = samples[Number(selected)];

  return (
    <div className="flex flex-col gap-3" data-testid="testcase-view">
      <CasePills cases={cases} selected={selected} onSelect={setSelected} label="Test cases" />
      {selected === CUSTOM || !sample ? (
        <div className="flex flex-col gap-2">
          <label htmlFor="custom-input" className="text-xs font-medium text-base-content/75">
            Input for Run (instead of the examples)
          </label>
          <textarea
            id="custom-input"
            className="textarea textarea-sm h-28 w-full font-mono text-[0.8125rem]"
            spellCheck={false}
            aria-invalid={inputError !== undefined}
            aria-describedby={inputError === undefined ? undefined : 'custom-input-error'}
            value={customInput ?? samples[0]?.input ?? ''}
            onChange={(event) => {
              onCustomInputChange(event.target.value);
            }}
          />
          {inputError !== undefined && (
            <p
              id="custom-input-error"
              role="alert"
              className="text-xs text-error"
              data-testid="custom-input-error"
            >
              {inputError}
            </p>
          )}
          <div className="flex items-center justify-between gap-2 text-xs text-base-content/75">
            <span>
              {customInput === null
                ? 'Edit the input to run your code on it.'
                : 'Run uses this input; only its output is shown.'}
            </span>
            {customInput !== null && (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => {
                  onCustomInputChange(null);
                  setSelected('0');
                }}
              >
                Use the examples again
              </button>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <IoBlock label="Input" value={sample.input} />
          <IoBlock label="Expected output" value={sample.output} />
        </div>
      )}
    </div>
  );
}
