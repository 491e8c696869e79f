// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@codecourt/contracts';
import { authStore, useAuth } from '@/lib/auth';
import { initialAuthState } from '@/lib/auth-store';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { TwoFactorCodeForm } from '@/features/two-factor/components/two-factor-code-form';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';

const RIGHT = '123456';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
let server: TestServer | undefined;

/** The two-factor routes in memory: RIGHT is the one right code; `expired` answers every code as expired. */
async function serveTwoFactor({ expired = false } = {}): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    const { code } = (request.body ? JSON.parse(request.body) : {}) as { code?: string };
    if (request.path.endsWith('/two-factor/setup')) {
      sendJson(response, 200, {
        secret: SECRET,
        otpauthUrl: `otpauth://totp/CodeCourt:ada?secret=${SECRET}`,
      });
      return;
    }
    if (expired) {
      sendJson(response, 401, { error: TWO_FACTOR_MESSAGES.challengeExpired });
      return;
    }
    if (code !== RIGHT) {
      sendJson(response, request.path.endsWith('/login/two-factor') ? 401 : 400, {
        error: TWO_FACTOR_MESSAGES.wrongCode,
      });
      return;
    }
    if (request.path.endsWith('/two-factor/enable'))
      sendJson(response, 200, { recoveryCodes: RECOVERY, message: TWO_FACTOR_MESSAGES.enabled });
    else sendJson(response, 200, { user: { ...signedInUser, twoFactorEnabled: true } });
  });
  openPageOn(started, '/login');
  server = started;
  return started;
}

afterEach(async () => {
  cleanup();
  authStore.setState(initialAuthState);
  await server?.close();
  server = undefined;
});

describe('the sign-in’s code step', () => {
  it('when the code is wrong, then the server’s message shows and the step stays for another try', async () => {
    const user = userEvent.setup();
    await serveTwoFactor();
    authStore.setState({ twoFactorChallenge: 'challenge' });
    let signedIn = 0;
    render(<TwoFactorCodeForm onSignedIn={() => void (signedIn += 1)} />);

    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect(authStore.getState().twoFactorChallenge).toBe('challenge');
    expect(signedIn).toBe(0);
  });

  it('when the code is right, then the user is signed in and the page moves on', async () => {
    const user = userEvent.setup();
    const api = await serveTwoFactor();
    authStore.setState({ twoFactorChallenge: 'challenge' });
    let signedIn = 0;
    render(<TwoFactorCodeForm onSignedIn={() => void (signedIn += 1)} />);

    await user.type(screen.getByLabelText('Authentication code'), RIGHT);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await expect.poll(() => signedIn).toBe(1);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, twoFactorChallenge: null });
    expect(JSON.parse(api.hits('/user/login/two-factor')[0]?.body ?? '{}')).toEqual({
      challenge: 'challenge',
      code: RIGHT,
    });
  });

  it('when the challenge has expired, then the message shows and the step is dropped for the password', async () => {
    const user = userEvent.setup();
    await serveTwoFactor({ expired: true });
    authStore.setState({ twoFactorChallenge: 'challenge' });
    render(<TwoFactorCodeForm onSignedIn={() => undefined} />);

    await user.type(screen.getByLabelText('Authentication code'), RIGHT);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await expect.poll(() => authStore.getState().twoFactorChallenge).toBeNull();
    expect(authStore.getState().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('when the code is blank, then it asks for one and sends nothing', async () => {
    const user = userEvent.setup();
    const api = await serveTwoFactor();
    authStore.setState({ twoFactorChallenge: 'challenge' });
    render(<TwoFactorCodeForm onSignedIn={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(screen.getByRole('alert').textContent).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(api.requests).toHaveLength(0);
  });
});

/** The section as Settings draws it: with the signed-in user of the store, so it follows what it changes. */
function SettingsSection() {
  const user = useAuth((s) => s.user);
  return user ? <TwoFactorSection user={user} /> : null;
}

describe('Settings’ two-factor section', () => {
  it('when set up and turned on with the right code, then the secret and then the 10 recovery codes show once', async () => {
    const user = userEvent.setup();
    await serveTwoFactor();
    authStore.setState({ user: signedInUser, isAuthenticated: true });
    render(<SettingsSection />);

    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect((await screen.findByLabelText('Secret key')).textContent).toBe(SECRET);
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), RIGHT);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    expect(authStore.getState().user?.twoFactorEnabled).toBe(true);
    expect(screen.queryByLabelText('Secret key')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY.join('\n'));
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeDefined();
  });
});
