export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };
/** What the forms need of a contracts (zod) schema. */
type Checkable = {
  safeParse: (values: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
};

/** The first message a contracts schema gives for each of `fields` (the rules the API answers with). */
export function fieldErrorsOf<Field extends string>(
  schema: Checkable,
  values: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
