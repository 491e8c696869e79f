/** A field's validation message, tied to the field by id for screen readers. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="mt-1 text-sm text-error" data-testid="field-error">
      {message}
    </p>
  );
}
