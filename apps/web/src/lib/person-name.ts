/** "Ada Lovelace", or just "Ada" for someone without a last name. */
export function personName(person: { firstName: string; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
