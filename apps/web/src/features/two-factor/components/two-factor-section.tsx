import { useState, type SubmitEvent } from 'react';
import { MESSAGES, TWO_FACTOR_MESSAGES, type TwoFactorSetupResponse, type User } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { ApiError } from '@/lib/api-error';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '@/features/two-factor/api/two-factor';
import { CodeInput } from '@/features/two-factor/components/code-input';
import { OtpauthQr } from '@/features/two-factor/components/otpauth-qr';
import { RecoveryCodes } from '@/features/two-factor/components/recovery-codes';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;

/**
 * Settings' "Two-factor sign-in": Set up (the secret and its otpauth link), a code to turn it on, the
 * recovery codes once; Turn off with a code.
 */
export function TwoFactorSection({ user }: { user: User }) {
  const [pending, setPending] = useState<TwoFactorSetupResponse | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = user.twoFactorEnabled === true;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const submitCode = (event: SubmitEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    void run(async () => {
      if (enabled) await disableTwoFactor(code);
      else setRecoveryCodes((await enableTwoFactor(code)).recoveryCodes);
      setPending(undefined);
      setCode('');
      // The signed-in user as the server now sees them (the admin policy's flag goes with enrolment).
      const { twoFactorRequired: _settled, ...rest } = user;
      authStore.setState({ user: { ...rest, twoFactorEnabled: !enabled } });
    });
  };

  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-6"
      aria-labelledby="two-factor-title"
      data-testid="two-factor-section"
    >
      <h2 id="two-factor-title" className="font-semibold">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-base-content/70">
        {enabled
          ? 'On: signing in asks for a code from your authenticator app after your password.'
          : 'Off: add a code from an authenticator app (any TOTP app) to your password when you sign in.'}
      </p>
      {user.twoFactorRequired && !enabled && (
        <p className="mt-3 alert alert-warning alert-soft text-sm" role="status">
          {TWO_FACTOR_MESSAGES.adminNeedsTwoFactor}
        </p>
      )}
      {recoveryCodes && (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(undefined);
          }}
        />
      )}
      {!enabled && !pending && (
        <button
          type="button"
          className="btn btn-sm btn-primary mt-4"
          disabled={busy}
          onClick={() => {
            void run(async () => {
              setPending(await setUpTwoFactor());
            });
          }}
        >
          Set up
        </button>
      )}
      {pending && (
        <div className="mt-4 space-y-2 text-sm" data-testid="two-factor-secret">
          <p>
            Scan this code with your authenticator app, or add the key by hand (or open the link on your
            phone), then enter its code.
          </p>
          <OtpauthQr url={pending.otpauthUrl} />
          <p className="break-all rounded-box bg-base-200 p-3 font-mono" aria-label="Secret key">
            {pending.secret}
          </p>
          <a className="link link-primary break-all" href={pending.otpauthUrl}>
            {pending.otpauthUrl}
          </a>
        </div>
      )}
      {(enabled || pending) && !recoveryCodes && (
        <form noValidate className="mt-4 flex flex-wrap items-end gap-2" onSubmit={submitCode}>
          <div className="min-w-0 flex-1 basis-48">
            <CodeInput
              id="two-factor-settings-code"
              label={enabled ? 'Code or recovery code' : '6-digit code'}
              value={code}
              invalid={Boolean(error)}
              onChange={(e) => {
                setCode(e.target.value);
              }}
            />
          </div>
          <button
            type="submit"
            className={`btn ${enabled ? 'btn-error btn-outline' : 'btn-primary'}`}
            disabled={busy}
          >
            {enabled ? 'Turn off' : 'Turn on'}
          </button>
        </form>
      )}
      {error && (
        <p className="mt-2 text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
