import { useState, type ReactNode } from 'react';
import { LANGUAGE_ID_BY_NAME } from '@codecourt/contracts';
import { isEditorLanguage } from '@/lib/editor-languages';
import type { RenderAdminEditor } from '@/features/admin/components/admin-editor';
import { FieldError } from '@/features/admin/components/field-error';
import {
  FIRST_FORM_LANGUAGE,
  FORM_LANGUAGES,
  OPTIONAL_LANGUAGES,
  type ByFormLanguage,
  type FormLanguage,
} from '@/features/admin/lib/form-languages';
import { harnessIn, type FormHarnesses, type HarnessCode } from '@/features/admin/lib/harness-values';
import { codeIn, type LanguageCode } from '@/features/admin/lib/problem-form-values';
import type { FormErrors } from '@/features/admin/lib/validate-problem-form';

type Props = {
  formId: string;
  code: ByFormLanguage<LanguageCode>;
  harness: FormHarnesses;
  errors: FormErrors;
  onChange: (language: FormLanguage, code: LanguageCode) => void;
  onHarnessChange: (language: FormLanguage, harness: HarnessCode) => void;
  renderEditor: RenderAdminEditor;
};

const ROLES = [
  {
    key: 'template',
    label: 'Starter code',
    hint: 'What users see in the editor when they open the problem.',
  },
  {
    key: 'reference',
    label: 'Reference solution',
    hint: 'Judged on every test before the problem is saved.',
  },
] as const;

const HARNESS_PARTS = [
  {
    key: 'prepend',
    label: 'Hidden code before',
    hint: 'Harness: judged before the user’s code (includes, input parsing). Blank with the next: a whole program.',
  },
  {
    key: 'append',
    label: 'Hidden code after',
    hint: 'Harness: judged after the user’s code (main, calling their function and printing).',
  },
] as const;

const complete = (code: LanguageCode) => code.template.trim() !== '' && code.reference.trim() !== '';

/**
 * A tab per language, each with a code editor for its starter code and one for its reference solution,
 * then two for its hidden harness: with one, starter and reference are the function the user writes.
 */
export function CodeFields(props: Props) {
  const { formId, code, harness, errors, renderEditor } = props;
  const [active, setActive] = useState<FormLanguage>(FIRST_FORM_LANGUAGE);
  const editorLanguage = LANGUAGE_ID_BY_NAME[active];
  const message = errors.startCode ?? errors.referenceSolution;
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" className="tabs tabs-border" aria-describedby="code-error">
        {FORM_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            aria-selected={language === active}
            className={`tab gap-1.5 ${language === active ? 'tab-active' : ''}`}
            data-testid={`code-tab-${LANGUAGE_ID_BY_NAME[language]}`}
            onClick={() => {
              setActive(language);
            }}
          >
            {language}
            {OPTIONAL_LANGUAGES.includes(language) ? (
              <span className="text-xs text-base-content/70">(optional)</span>
            ) : (
              <span
                className={`size-2 rounded-full ${complete(codeIn(code, language)) ? 'bg-success' : 'bg-base-300'}`}
                aria-label={complete(codeIn(code, language)) ? 'complete' : 'incomplete'}
              />
            )}
          </button>
        ))}
      </div>
      <FieldError id="code-error" message={message} />
      {isEditorLanguage(editorLanguage) && (
        <div className="grid gap-4 xl:grid-cols-2">
          {ROLES.map((role) => (
            <CodeBox
              key={role.key}
              title={`${active} · ${role.label}`}
              hint={role.hint}
              testId={`editor-${editorLanguage}-${role.key}`}
            >
              {renderEditor({
                modelPath: `admin/${formId}/${editorLanguage}/${role.key}`,
                language: editorLanguage,
                code: codeIn(code, active)[role.key],
                label: `${active} ${role.label.toLowerCase()}`,
                onChange: (text) => {
                  props.onChange(active, { ...codeIn(code, active), [role.key]: text });
                },
              })}
            </CodeBox>
          ))}
          {HARNESS_PARTS.map((part) => (
            <CodeBox
              key={part.key}
              title={`${active} · ${part.label}`}
              hint={part.hint}
              testId={`harness-${editorLanguage}-${part.key}`}
            >
              {renderEditor({
                modelPath: `admin/${formId}/${editorLanguage}/harness-${part.key}`,
                language: editorLanguage,
                code: harnessIn(harness, active)[part.key],
                label: `${active} ${part.label.toLowerCase()}`,
                onChange: (text) => {
                  props.onHarnessChange(active, { ...harnessIn(harness, active), [part.key]: text });
                },
              })}
            </CodeBox>
          ))}
        </div>
      )}
    </div>
  );
}

function CodeBox(props: { title: string; hint: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{props.title}</span>
      <span className="text-xs text-base-content/70">{props.hint}</span>
      <div className="h-72 overflow-hidden rounded-box border border-base-300" data-testid={props.testId}>
        {props.children}
      </div>
    </div>
  );
}
