/** A rating change as people write it: +12, 0, -7. */
export const signedChange = (n: number): string => (n > 0 ? `+${String(n)}` : String(n));
