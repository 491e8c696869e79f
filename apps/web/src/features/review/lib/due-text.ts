const DAY_MS = 86_400_000;

/** "today", "in 3 days", "2 days ago": a due date against the server's now. */
export function dueText(due: Date, now: Date): string {
  const days = Math.round((due.getTime() - now.getTime()) / DAY_MS);
  if (days === 0) return 'today';
  if (days > 0) return `in ${String(days)} day${days === 1 ? '' : 's'}`;
  return `${String(-days)} day${days === -1 ? '' : 's'} ago`;
}
