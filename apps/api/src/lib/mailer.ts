import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };

/** Where a mail went: to the SMTP server, or into a file of the outbox folder. */
export type MailReceipt = { via: 'smtp' } | { via: 'outbox'; file: string };

export type Mailer = { send: (mail: Mail) => Promise<MailReceipt> };

export type MailerOptions = {
  /** smtp:// or smtps:// URL (credentials and options in it, as nodemailer reads them); unset = outbox. */
  smtpUrl: string | undefined;
  from: string;
  /** The folder mails go to when no SMTP server is configured: one JSON file per mail. */
  outboxDir: string;
};

/**
 * Mails through nodemailer: over SMTP when SMTP_URL is set; otherwise nodemailer renders the same
 * message as JSON into the outbox folder, so a server with no mail set up still lets its owner read it.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        return { via: 'smtp' };
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      // Sortable by time, unique within one millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      const file = path.join(options.outboxDir, name);
      await writeFile(file, `${JSON.stringify(JSON.parse(info.message), null, 2)}\n`, { mode: 0o600 });
      return { via: 'outbox', file };
    },
  };
}
