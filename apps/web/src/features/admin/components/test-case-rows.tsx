import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { FieldError } from '@/features/admin/components/field-error';
import { moveItem } from '@/features/admin/lib/problem-form-values';
import type { FormErrors } from '@/features/admin/lib/validate-problem-form';

type Row = { key: string; input: string; output: string; explanation?: string };
type Field = 'input' | 'output' | 'explanation';

type Props<T extends Row> = {
  /** "visibleTestCases" or "hiddenTestCases": the body field, also the prefix of its errors. */
  name: 'visibleTestCases' | 'hiddenTestCases';
  label: string;
  rows: T[];
  fields: readonly Field[];
  errors: FormErrors;
  onChange: (rows: T[]) => void;
  newRow: () => T;
};

const FIELD_LABELS: Record<Field, string> = { input: 'Input', output: 'Output', explanation: 'Explanation' };

/** Test cases as rows that can be added, removed and moved up or down. */
export function TestCaseRows<T extends Row>({
  name,
  label,
  rows,
  fields,
  errors,
  onChange,
  newRow,
}: Props<T>) {
  const edit = (index: number, field: Field, value: string) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  };
  return (
    <fieldset className="flex flex-col gap-3" data-testid={name}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {rows.map((row, index) => {
        const number = String(index + 1);
        return (
          <div key={row.key} className="rounded-box border border-base-300 p-3" data-testid="test-row">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">Test {number}</span>
              <div className="flex gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-square"
                  aria-label={`Move ${label.toLowerCase()} ${number} up`}
                  disabled={index === 0}
                  onClick={() => {
                    onChange(moveItem(rows, index, -1));
                  }}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-square"
                  aria-label={`Move ${label.toLowerCase()} ${number} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => {
                    onChange(moveItem(rows, index, 1));
                  }}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-square text-error"
                  aria-label={`Remove ${label.toLowerCase()} ${number}`}
                  onClick={() => {
                    onChange(rows.filter((_, i) => i !== index));
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            </div>
            <div className={`grid gap-3 ${fields.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
              {fields.map((field) => {
                const errorId = `${name}-${String(index)}-${field}-error`;
                const error = errors[`${name}.${String(index)}.${field}`];
                return (
                  <label key={field} className="flex flex-col gap-1">
                    <span className="text-xs font-medium text-base-content/75">{FIELD_LABELS[field]}</span>
                    <textarea
                      className="textarea min-h-20 w-full font-mono text-sm"
                      value={row[field] ?? ''}
                      aria-invalid={error !== undefined}
                      aria-describedby={errorId}
                      data-testid={`${field}-field`}
                      onChange={(event) => {
                        edit(index, field, event.target.value);
                      }}
                    />
                    <FieldError id={errorId} message={error} />
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
      <FieldError id={`${name}-error`} message={errors[name]} />
      <div>
        <button
          type="button"
          className="btn btn-ghost btn-sm border-base-300"
          data-testid={`add-${name}`}
          onClick={() => {
            onChange([...rows, newRow()]);
          }}
        >
          <Plus className="size-4" aria-hidden="true" /> Add test
        </button>
      </div>
    </fieldset>
  );
}
