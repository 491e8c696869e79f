import { useEffect, useRef } from 'react';

/** A <dialog> shown as a modal while `open` is true; Escape and the backdrop close it through onClose. */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
