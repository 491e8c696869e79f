import type { Clarification } from '@codecourt/contracts';
import type { ClarificationView } from './repository.js';

export function toClarification(row: ClarificationView): Clarification {
  return {
    _id: row.id,
    contestId: row.contestId,
    kind: row.kind,
    label: row.label,
    user: row.user,
    text: row.text,
    answer: row.answer,
    broadcast: row.kind === 'announcement' || row.broadcast,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}
