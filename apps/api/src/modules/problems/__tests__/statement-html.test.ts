import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@codecourt/contracts';
import { problems } from '../../../db/schema/index.js';
import { addTwoInput } from '../../../testing/admin-problem-input.js';
import { newSignup } from '../../../testing/fixtures.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createProblemRepository } from '../repository.js';

const ADMIN = newSignup({ emailId: 'statement-admin@example.com' });
const HOSTILE_STATEMENT =
  'Sum **two** numbers.\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror="alert(3)">';

let testApp: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  admin = await openBrowser(testApp.app);
  await admin.post('/api/user/login', { emailId: ADMIN.emailId, password: ADMIN.password });
});
afterAll(async () => {
  await testApp.close();
});

const createProblem = async (title: string) =>
  problemSchema.parse(
    (await admin.post('/api/problem/create', addTwoInput({ title, description: HOSTILE_STATEMENT }))).body,
  );

const storedHtml = async (id: string) =>
  (
    await testApp.database.db
      .select({ html: problems.descriptionHtml })
      .from(problems)
      .where(eq(problems.id, id))
  )[0]?.html;

describe('statement HTML', () => {
  it('when an admin writes a problem, then its statement is stored as sanitised HTML and served as stored', async () => {
    const created = await createProblem('Hostile Sum');

    const html = await storedHtml(created._id);

    expect(html).toContain('<strong>two</strong>');
    expect(html).not.toMatch(/<script|javascript:|onerror/);
    expect(created.descriptionHtml).toBe(html);
    expect(created.description).toBe(HOSTILE_STATEMENT);
  });

  it('when a problem was stored before statement HTML existed, then rendering the missing ones fills it in', async () => {
    const created = await createProblem('Legacy Sum');
    await testApp.database.db
      .update(problems)
      .set({ descriptionHtml: null })
      .where(eq(problems.id, created._id));

    const rendered = await createProblemRepository(testApp.database.db).renderMissingStatements();

    expect(rendered).toBe(1);
    expect(await storedHtml(created._id)).toBe(created.descriptionHtml);
  });
});
