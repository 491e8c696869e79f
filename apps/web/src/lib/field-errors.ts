type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message a form's schema gives for each of its fields, to show under that field. */
export function fieldErrors<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
