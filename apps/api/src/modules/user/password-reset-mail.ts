import { PASSWORD_RESET_TTL_SECONDS } from '@codecourt/contracts';
import type { Mail } from '../../lib/mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.codePointAt(0))};`);

/** The password-reset email: the link, how long it works, and what to do if it was not you. */
export function passwordResetMail(user: { firstName: string; emailId: string }, link: string): Mail {
  const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
  const lines = [
    `Hi ${user.firstName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your CodeCourt account.',
    `Open this link within ${String(minutes)} minutes to choose a new password. It works once:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ];
  const html = [
    `<p>Hi ${escapeHtml(user.firstName)},</p>`,
    '<p>Someone (hopefully you) asked to reset the password of your CodeCourt account.</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> within ${String(minutes)} minutes. The link works once.</p>`,
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { to: user.emailId, subject: 'Reset your CodeCourt password', text: lines.join('\n'), html };
}
