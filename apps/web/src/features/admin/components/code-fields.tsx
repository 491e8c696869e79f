import { useState } from 'react';
import { LANGUAGE_ID_BY_NAME } from '@codecourt/contracts';
import { isEditorLanguage } from '@/lib/editor-languages';
import type { RenderAdminEditor } from '@/features/admin/components/admin-editor';
import { FieldError } from '@/features/admin/components/field-error';
import {
  FORM_LANGUAGES,
  OPTIONAL_LANGUAGES,
  type FormLanguage,
  type LanguageCode,
} from '@/features/admin/lib/problem-form-values';
import type { FormErrors } from '@/features/admin/lib/validate-problem-form';

type Props = {
  formId: string;
  code: Record<FormLanguage, LanguageCode>;
  errors: FormErrors;
  onChange: (language: FormLanguage, code: LanguageCode) => void;
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

const complete = (code: LanguageCode) => code.template.trim() !== '' && code.reference.trim() !== '';

/** A tab per language, each with a code editor for its starter code and one for its reference solution. */
export function CodeFields({ formId, code, errors, onChange, renderEditor }: Props) {
  const [active, setActive] = useState<FormLanguage>(FORM_LANGUAGES[0]);
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
              <span className="text-xs text-base-content/60">(optional)</span>
            ) : (
              <span
                className={`size-2 rounded-full ${complete(code[language]) ? 'bg-success' : 'bg-base-300'}`}
                aria-label={complete(code[language]) ? 'complete' : 'incomplete'}
              />
            )}
          </button>
        ))}
      </div>
      <FieldError id="code-error" message={message} />
      {isEditorLanguage(editorLanguage) && (
        <div className="grid gap-4 xl:grid-cols-2">
          {ROLES.map((role) => (
            <div key={role.key} className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">
                {active} · {role.label}
              </span>
              <span className="text-xs text-base-content/70">{role.hint}</span>
              <div
                className="h-72 overflow-hidden rounded-box border border-base-300"
                data-testid={`editor-${editorLanguage}-${role.key}`}
              >
                {renderEditor({
                  modelPath: `admin/${formId}/${editorLanguage}/${role.key}`,
                  language: editorLanguage,
                  code: code[active][role.key],
                  label: `${active} ${role.label.toLowerCase()}`,
                  onChange: (text) => {
                    onChange(active, { ...code[active], [role.key]: text });
                  },
                })}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
