import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

type OutboxMail = { to: { address: string }[]; subject: string; text: string };

/** The newest email to `to` in a server's outbox (DATA_DIR/outbox, one JSON file per email), if any. */
export async function newestMailTo(dataDir: string, to: string): Promise<OutboxMail | undefined> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to.some((r) => r.address === to)).at(-1);
}

/** The reset link in a mail's text, as the user would click it. */
export function resetLinkIn(text: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return new URL(match[0]);
}
