import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { initialAuthState } from '@/lib/auth-store';
import { createAuthHarness, fail, ok, testUser as user } from '@/testing/auth-store-harness';

const harness = createAuthHarness();
afterEach(() => harness.stop());

describe('auth store', () => {
  it('when created, then nobody is signed in, nothing loads and there is no error', async () => {
    const { store: auth } = await harness.start({});

    const {
      user: current,
      isAuthenticated,
      loading,
      error,
      sessionChecked,
      twoFactorChallenge,
    } = auth.getState();

    expect({ user: current, isAuthenticated, loading, error, sessionChecked, twoFactorChallenge }).toEqual(
      initialAuthState,
    );
    expect(initialAuthState).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      sessionChecked: false,
      twoFactorChallenge: null,
    });
  });

  it('when login is in flight, then loading is set and a previous error is cleared', async () => {
    const { store: auth } = await harness.start({ 'POST /user/login': ok({ user }) });
    auth.setState({ error: 'old error' });

    const pending = auth.getState().login({ emailId: user.emailId, password: 'Secret123' });

    expect(auth.getState().loading).toBe(true);
    expect(auth.getState().error).toBeNull();
    await pending;
  });

  it('when login succeeds, then the user is stored and isAuthenticated is true', async () => {
    const { store: auth } = await harness.start({ 'POST /user/login': ok({ user }) });

    const succeeded = await auth.getState().login({ emailId: user.emailId, password: 'Secret123' });

    expect(succeeded).toBe(true);
    expect(auth.getState()).toMatchObject({ user, isAuthenticated: true, loading: false, error: null });
  });

  it('when login answers a two-factor challenge, then nobody is signed in yet and the challenge is kept', async () => {
    const { store: auth } = await harness.start({
      'POST /user/login': ok({ twoFactorRequired: true, challenge: 'the-challenge' }),
    });

    const succeeded = await auth.getState().login({ emailId: user.emailId, password: 'Secret123' });

    expect(succeeded).toBe(false);
    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      twoFactorChallenge: 'the-challenge',
    });
  });

  it('when login fails with a server message, then the user is cleared and the error is that message', async () => {
    const { store: auth } = await harness.start({
      'POST /user/login': fail(401, { error: 'Invalid email or password' }),
    });
    auth.setState({ user, isAuthenticated: true });

    const succeeded = await auth.getState().login({ emailId: user.emailId, password: 'nope' });

    expect(succeeded).toBe(false);
    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: 'Invalid email or password',
    });
  });

  it('when register fails without a server message, then the error is "Something went wrong"', async () => {
    const { store: auth } = await harness.start({ 'POST /user/register': fail(400) });

    await auth.getState().register({ firstName: 'Ada', emailId: user.emailId, password: 'Secret123' });

    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: MESSAGES.somethingWentWrong,
    });
  });

  it('when register succeeds, then the new user is signed in', async () => {
    const { store: auth } = await harness.start({ 'POST /user/register': ok({ user }) });

    const succeeded = await auth
      .getState()
      .register({ firstName: 'Ada', emailId: user.emailId, password: 'Secret123' });

    expect(succeeded).toBe(true);
    expect(auth.getState()).toMatchObject({ user, isAuthenticated: true, loading: false });
  });

  it('when a session check finds no user, then the state is signed out and the check is marked done', async () => {
    const { store: auth } = await harness.start({ 'GET /user/check': ok({}) });

    await auth.getState().checkAuth();

    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      sessionChecked: true,
    });
  });

  it('when a session check gets 401, then it rejects quietly without an error message', async () => {
    const { store: auth } = await harness.start({
      'GET /user/check': fail(401, { error: 'Please sign in to continue' }),
    });
    auth.setState({ user, isAuthenticated: true, error: 'stale' });

    await auth.getState().checkAuth();

    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      sessionChecked: true,
    });
  });

  it('when a session check fails otherwise, then the error is the server message', async () => {
    const { store: auth } = await harness.start({
      'GET /user/check': fail(403, { error: 'Forbidden here' }),
    });

    await auth.getState().checkAuth();

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: 'Forbidden here' });
  });

  it('when logout succeeds, then user, flag and error are cleared', async () => {
    const { store: auth } = await harness.start({
      'POST /user/logout': ok({ success: true, message: 'Logged out' }),
    });
    auth.setState({ user, isAuthenticated: true, error: 'old' });

    await auth.getState().logout();

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: null });
  });

  it('when logout fails, then the user is still cleared and the error is set', async () => {
    const { store: auth } = await harness.start({
      'POST /user/logout': fail(400, { error: 'Logout failed' }),
    });
    auth.setState({ user, isAuthenticated: true });

    await auth.getState().logout();

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: 'Logout failed' });
  });
});
