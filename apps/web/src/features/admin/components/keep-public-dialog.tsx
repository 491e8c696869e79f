import { useEffect, useRef } from 'react';
import { CONTEST_VISIBILITY_MESSAGES as V } from '@codecourt/contracts';

type Props = { title: string; onAnswer: (keepPublic: boolean) => void; onCancel: () => void };

/** Asks before a problem that is public today joins a contest: keep it public, or hide it until the end. */
export function KeepPublicDialog({ title, onAnswer, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal"
      onClose={onCancel}
      aria-labelledby="keep-public-title"
      aria-describedby="keep-public-text"
    >
      <div className="modal-box" data-testid="keep-public-dialog">
        <h2 id="keep-public-title" className="text-lg font-semibold">
          {V.promptTitle(title)}
        </h2>
        <div id="keep-public-text" className="mt-2 flex flex-col gap-2 text-sm text-base-content/80">
          <p>{V.promptPublicToday}</p>
          <p>{V.promptKeep}</p>
          <p>{V.promptHide}</p>
          <p>{V.promptSubmissions}</p>
        </div>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {V.cancel}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              onAnswer(true);
            }}
          >
            {V.keepPublic}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onAnswer(false);
            }}
          >
            {V.hide}
          </button>
        </div>
      </div>
    </dialog>
  );
}
