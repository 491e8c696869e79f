// Issue #38 item 2: sign-in through an OpenID Connect provider, tested against a real one (oidc-provider)
// on this machine, through its own login and consent pages.
import { count, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SSO_ERROR_PARAM,
  SSO_MESSAGES,
  SSO_TWO_FACTOR_FRAGMENT,
  checkResponseSchema,
  ssoProvidersResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  userResponseSchema,
} from '@codecourt/contracts';
import { ssoIdentities, ssoStates, users } from '../../../db/schema/index.js';
import { newSignup } from '../../../testing/fixtures.js';
import { freePort } from '../../../testing/free-port.js';
import { signInAtLocalProvider, startLocalOidcProvider } from '../../../testing/oidc-provider.js';
import type { LocalOidcProvider } from '../../../testing/oidc-provider.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

const PUBLIC_URL = 'http://localhost:5999';
const CALLBACK = `${PUBLIC_URL}/api/user/sso/local/callback`;

let idp: LocalOidcProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startLocalOidcProvider([CALLBACK]);
  const closedPort = await freePort();
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'local',
          name: 'Local IdP',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
        },
        // Nothing listens there: a provider that is down.
        {
          id: 'down',
          name: 'Down IdP',
          issuer: `http://127.0.0.1:${String(closedPort)}`,
          clientId: 'x',
          clientSecret: 'y',
        },
      ]),
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Starts a sign-in in `browser`, signs in at the provider as `login`, and answers the callback's path. */
async function throughProvider(
  browser: TestBrowser,
  login: string,
  options: { returnTo?: string; deny?: boolean } = {},
): Promise<string> {
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
  const started = await browser.get(`/api/user/sso/local/start${query}`);
  expect(started.status).toBe(302);
  const location = started.headers.location ?? '';
  expect(location.startsWith(`${idp.issuer}/`)).toBe(true);
  const authorization = new URL(location);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);
  const back = await signInAtLocalProvider(location, login, options);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return `${back.pathname}${back.search}`;
}

const signedInAs = async (browser: TestBrowser) =>
  checkResponseSchema.parse((await browser.get('/api/user/check')).body).user;
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const errorRedirect = (code: string) => `/login?${SSO_ERROR_PARAM}=${code}`;

describe('the providers', () => {
  it('when the sign-in page asks, then it gets each configured provider’s id and name, never its secret', async () => {
    const browser = await openBrowser(t.app);
    const res = await browser.get('/api/user/sso/providers');
    expect(res.status).toBe(200);
    expect(ssoProvidersResponseSchema.parse(res.body).providers).toEqual([
      { id: 'local', name: 'Local IdP' },
      { id: 'down', name: 'Down IdP' },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(idp.clientSecret);
  });

  it('when a provider is unknown or returnTo leaves the site, then 404 and 400 with the catalogue message', async () => {
    const browser = await openBrowser(t.app);
    const unknown = await browser.get('/api/user/sso/nobody/start');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: SSO_MESSAGES.unknownProvider });
    for (const away of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await browser.get(`/api/user/sso/local/start?returnTo=${encodeURIComponent(away)}`);
      expect(res.status, away).toBe(400);
      expect(res.body).toEqual({ error: SSO_MESSAGES.returnToInvalid });
    }
  });

  it('when the provider is down, then the sign-in page is told so and nothing is stored', async () => {
    const browser = await openBrowser(t.app);
    const states = async () => (await t.database.db.select({ n: count() }).from(ssoStates))[0]?.n;
    const before = await states();
    const res = await browser.get('/api/user/sso/down/start');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(errorRedirect('providerDown'));
    expect(await states()).toBe(before);
  });
});

describe('a first sign-in through the provider', () => {
  it('when the email is new and verified, then the account is made with the provider’s names and signed in', async () => {
    idp.accounts.set('grace', {
      email: 'Grace@Example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const browser = await openBrowser(t.app);
    const callback = await throughProvider(browser, 'grace', { returnTo: '/problems?tag=dp' });

    const res = await browser.get(callback);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/problems?tag=dp');
    const user = await signedInAs(browser);
    expect(user).toMatchObject({ emailId: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });

    // Again, from another browser: the same account, not a second one.
    const before = await userCount();
    const again = await openBrowser(t.app);
    expect((await again.get(await throughProvider(again, 'grace'))).headers.location).toBe('/');
    expect((await signedInAs(again))?._id).toBe(user?._id);
    expect(await userCount()).toBe(before);
  });

  it('when an account has that verified email, then it is linked, and its password still signs in', async () => {
    const signup = newSignup({ emailId: 'linda@example.com' });
    const owner = await openBrowser(t.app);
    const registered = userResponseSchema.parse((await owner.post('/api/user/register', signup)).body).user;
    idp.accounts.set('linda-at-idp', { email: 'linda@example.com', email_verified: true, name: 'Linda L' });

    const browser = await openBrowser(t.app);
    expect((await browser.get(await throughProvider(browser, 'linda-at-idp'))).headers.location).toBe('/');
    expect((await signedInAs(browser))?._id).toBe(registered._id);
    const links = await t.database.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, registered._id));
    expect(links.map((l) => [l.provider, l.subject])).toEqual([['local', 'linda-at-idp']]);

    const byPassword = await openBrowser(t.app);
    const login = await byPassword.post('/api/user/login', {
      emailId: signup.emailId,
      password: signup.password,
    });
    expect(login.status).toBe(200);
  });

  it('when the provider has not verified the email, then no account is made and none is linked', async () => {
    const existing = newSignup({ emailId: 'victim@example.com' });
    await (await openBrowser(t.app)).post('/api/user/register', existing);
    idp.accounts.set('claims-victim', { email: 'victim@example.com', email_verified: false });
    idp.accounts.set('unverified-new', { email: 'fresh@example.com' });
    const before = await userCount();

    for (const login of ['claims-victim', 'unverified-new']) {
      const browser = await openBrowser(t.app);
      const res = await browser.get(await throughProvider(browser, login));
      expect(res.headers.location, login).toBe(errorRedirect('emailUnverified'));
      expect(await signedInAs(browser)).toBeUndefined();
    }
    expect(await userCount()).toBe(before);
    expect(
      await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.subject, 'claims-victim')),
    ).toEqual([]);
  });

  it('when the provider shares no email, then noEmail and nothing is made', async () => {
    const before = await userCount();
    const browser = await openBrowser(t.app);
    const res = await browser.get(await throughProvider(browser, 'no-email-account'));
    expect(res.headers.location).toBe(errorRedirect('noEmail'));
    expect(await userCount()).toBe(before);
  });

  it('when the user refuses at the provider, then providerRefused', async () => {
    idp.accounts.set('refuser', { email: 'refuser@example.com', email_verified: true });
    const browser = await openBrowser(t.app);
    const callback = await throughProvider(browser, 'refuser', { deny: true });
    expect(new URL(callback, PUBLIC_URL).searchParams.get('error')).toBe('access_denied');
    const res = await browser.get(callback);
    expect(res.headers.location).toBe(errorRedirect('providerRefused'));
    expect(await signedInAs(browser)).toBeUndefined();
  });
});

describe('a callback that is not this browser’s fresh one', () => {
  it('when the callback is replayed, then the second is refused (the state is used once)', async () => {
    idp.accounts.set('replayer', { email: 'replayer@example.com', email_verified: true });
    const browser = await openBrowser(t.app);
    const callback = await throughProvider(browser, 'replayer');
    const state = browser.cookie('ssoState');
    expect((await browser.get(callback)).headers.location).toBe('/');

    // The same answer again, with the state cookie put back as an attacker holding both would.
    const replay = await openBrowser(t.app);
    replay.cookies.set('ssoState', state ?? '');
    const res = await replay.get(callback);
    expect(res.headers.location).toBe(errorRedirect('stateInvalid'));
    expect(await signedInAs(replay)).toBeUndefined();
  });

  it('when another browser brings the callback (login CSRF), then it is refused and the sign-in is spent', async () => {
    idp.accounts.set('forced', { email: 'forced@example.com', email_verified: true });
    const attacker = await openBrowser(t.app);
    const callback = await throughProvider(attacker, 'forced');
    const victim = await openBrowser(t.app);
    expect((await victim.get(callback)).headers.location).toBe(errorRedirect('stateInvalid'));
    expect(await signedInAs(victim)).toBeUndefined();
  });

  it('when the state is altered, then it is refused', async () => {
    idp.accounts.set('altered', { email: 'altered@example.com', email_verified: true });
    const browser = await openBrowser(t.app);
    const callback = new URL(await throughProvider(browser, 'altered'), PUBLIC_URL);
    callback.searchParams.set('state', 'not-the-state');
    browser.cookies.set('ssoState', 'not-the-state');
    const res = await browser.get(`${callback.pathname}${callback.search}`);
    expect(res.headers.location).toBe(errorRedirect('stateInvalid'));
  });
});

describe('a sign-in through the provider with two-factor on', () => {
  it('when the account has two-factor on, then the callback asks for the second step and a recovery code finishes it', async () => {
    idp.accounts.set('careful', {
      email: 'careful@example.com',
      email_verified: true,
      given_name: 'Careful',
    });
    const browser = await openBrowser(t.app);
    await browser.get(await throughProvider(browser, 'careful'));
    const setup = twoFactorSetupResponseSchema.parse((await browser.post('/api/user/two-factor/setup')).body);
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.secret) });
    const enabled = await browser.post('/api/user/two-factor/enable', { code });
    const { recoveryCodes } = twoFactorEnableResponseSchema.parse(enabled.body);

    const later = await openBrowser(t.app);
    const res = await later.get(await throughProvider(later, 'careful', { returnTo: '/contests' }));
    const location = new URL(res.headers.location ?? '', PUBLIC_URL);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirectTo')).toBe('/contests');
    const challenge = new URLSearchParams(location.hash.slice(1)).get(SSO_TWO_FACTOR_FRAGMENT) ?? '';
    expect(challenge).toMatch(/^[\w-]{40,}$/);
    expect(await signedInAs(later)).toBeUndefined();

    const second = await later.post('/api/user/login/two-factor', { challenge, code: recoveryCodes[0] });
    expect(second.status).toBe(200);
    expect((await signedInAs(later))?.emailId).toBe('careful@example.com');
  });
});
