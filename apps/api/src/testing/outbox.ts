import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { waitFor } from './wait-for.js';

const outboxMailSchema = z.object({
  from: z.object({ address: z.string(), name: z.string() }),
  to: z.object({ address: z.string() }).array(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The mails in an outbox folder, oldest first (file names start with the time they were written). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => outboxMailSchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8')))),
  );
  return mails;
}

/** Waits for the newest mail to `to` in the outbox (mail is sent after the request answered). */
export function waitForMail(dir: string, to: string, after = 0): Promise<OutboxMail> {
  return waitFor(
    async () => {
      const mine = (await readOutbox(dir)).filter((mail) => mail.to.some((r) => r.address === to));
      return mine.length > after ? mine.at(-1) : undefined;
    },
    `mail number ${String(after + 1)} to ${to}`,
  );
}

/** The reset link's token in a mail's text. */
export function resetTokenIn(text: string): string {
  const match = /\/reset-password\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return decodeURIComponent(match[1]);
}
