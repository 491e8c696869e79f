import { Eye } from 'lucide-react';
import { isLanguageId, type LanguageId } from '@codecourt/contracts';
import { EDITOR_LANGUAGES } from '@/lib/editor-languages';
import type { SyncStatus } from '@/features/interviews/hooks/use-shared-document';
import { ConnectionIndicator } from '@/features/interviews/components/connection-indicator';

type Props = {
  language: LanguageId;
  onLanguageChange: (language: LanguageId) => void;
  readOnly: string | null;
  status: SyncStatus;
};

/** The shared language (one switch for everyone), why the editor is read-only if it is, and the connection. */
export function RoomEditorToolbar({ language, onLanguageChange, readOnly, status }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-base-300 px-3 py-2">
      <label className="flex items-center gap-2 text-sm">
        <span className="text-base-content/70">Language</span>
        <select
          className="select select-sm w-40"
          value={language}
          disabled={readOnly !== null}
          onChange={(event) => {
            if (isLanguageId(event.target.value)) onLanguageChange(event.target.value);
          }}
          data-testid="room-language"
        >
          {EDITOR_LANGUAGES.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {readOnly && (
        <span className="badge badge-ghost badge-sm gap-1" data-testid="read-only">
          <Eye className="size-3" aria-hidden="true" />
          {readOnly}
        </span>
      )}
      <span className="ml-auto">
        <ConnectionIndicator status={status} />
      </span>
    </div>
  );
}
