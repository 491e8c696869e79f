import { useMemo, useState, type SubmitEvent, type ReactNode } from 'react';
import type { Problem } from '@codecourt/contracts';
import type { RenderAdminEditor } from '@/features/admin/components/admin-editor';
import { BasicsFields } from '@/features/admin/components/basics-fields';
import { CodeFields } from '@/features/admin/components/code-fields';
import { LimitsFields } from '@/features/admin/components/limits-fields';
import { PublishStatus } from '@/features/admin/components/publish-status';
import { StatementEditor } from '@/features/admin/components/statement-editor';
import { TestCaseRows } from '@/features/admin/components/test-case-rows';
import { TestUpload } from '@/features/admin/components/test-upload';
import { usePublishProblem } from '@/features/admin/hooks/use-publish-problem';
import {
  emptyHiddenRow,
  emptyVisibleRow,
  uniqueKey,
  updateInput,
  type ProblemFormValues,
} from '@/features/admin/lib/problem-form-values';
import { validateProblemForm, type FormErrors } from '@/features/admin/lib/validate-problem-form';

type Props = {
  initialValues: ProblemFormValues;
  /** The problem being updated; absent when creating. */
  problemId?: string;
  submitLabel: string;
  renderEditor: RenderAdminEditor;
  onSaved: (problem: Problem) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The create and update form: checked with the API's own rules, then judged and saved by the server. */
export function ProblemForm({ initialValues, problemId, submitLabel, renderEditor, onSaved }: Props) {
  // Editor models outlive the form (they are keyed by path): a fresh id per form keeps an earlier
  // form's text out of this one.
  const [formId] = useState(uniqueKey);
  const [values, setValues] = useState(initialValues);
  // Until the first attempt the form stays quiet; after it, messages follow every edit.
  const [attempted, setAttempted] = useState(false);
  const { state, publish } = usePublishProblem(problemId);
  const busy = state.phase === 'verifying' || state.phase === 'saving';
  const change = (update: Partial<ProblemFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
  };

  const check = useMemo(() => validateProblemForm(values), [values]);
  const errors: FormErrors = attempted && !check.ok ? check.errors : {};

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok) return;
    // An edit sends what changed: hidden tests left as loaded stay on the server.
    const input = problemId === undefined ? check.input : updateInput(check.input, values, initialValues);
    const saved = await publish(input);
    if (saved) onSaved(saved);
  }

  return (
    <form className="flex flex-col gap-6" noValidate onSubmit={(event) => void submit(event)}>
      <Section title="Problem">
        <BasicsFields values={values} errors={errors} onChange={change} />
      </Section>
      <Section title="Statement">
        <StatementEditor
          value={values.description}
          error={errors.description}
          onChange={(description) => {
            change({ description });
          }}
        />
      </Section>
      <Section title="Test cases">
        <TestCaseRows
          name="visibleTestCases"
          label="Visible tests"
          rows={values.visibleTestCases}
          fields={['input', 'output', 'explanation']}
          errors={errors}
          newRow={emptyVisibleRow}
          onChange={(visibleTestCases) => {
            change({ visibleTestCases });
          }}
        />
        <TestCaseRows
          name="hiddenTestCases"
          label="Hidden tests"
          rows={values.hiddenTestCases}
          fields={['input', 'output']}
          errors={errors}
          newRow={emptyHiddenRow}
          onChange={(hiddenTestCases) => {
            change({ hiddenTestCases });
          }}
        />
        {problemId !== undefined && <TestUpload problemId={problemId} />}
      </Section>
      <Section title="Limits">
        <LimitsFields values={values} errors={errors} onChange={change} />
      </Section>
      <Section title="Code">
        <CodeFields
          formId={formId}
          code={values.code}
          harness={values.harness}
          errors={errors}
          renderEditor={renderEditor}
          onChange={(language, code) => {
            setValues((current) => ({ ...current, code: { ...current.code, [language]: code } }));
          }}
          onHarnessChange={(language, harness) => {
            setValues((current) => ({ ...current, harness: { ...current.harness, [language]: harness } }));
          }}
        />
      </Section>
      {Object.keys(errors).length > 0 && (
        <p className="text-sm text-error" role="alert" data-testid="form-errors">
          Some fields need attention: {Object.values(errors)[0]}
        </p>
      )}
      <PublishStatus state={state} />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="publish-button">
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
