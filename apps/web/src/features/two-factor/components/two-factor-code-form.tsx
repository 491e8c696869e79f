import { useState, type SubmitEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@codecourt/contracts';
import { useAuth } from '@/lib/auth';
import { CodeInput } from '@/features/two-factor/components/code-input';

/** The sign-in's second step, after a right password of an account with two-factor on. */
export function TwoFactorCodeForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const loginWithCode = useAuth((s) => s.loginWithCode);
  const cancel = useAuth((s) => s.cancelTwoFactor);
  const error = useAuth((s) => s.error);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    const ok = await loginWithCode(code);
    setSubmitting(false);
    if (ok) await onSignedIn();
    else setCode('');
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Two-factor sign-in">
      {(missing || error) && (
        <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="auth-error">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          <span>{missing ? TWO_FACTOR_MESSAGES.codeRequired : error}</span>
        </div>
      )}
      <p className="text-sm text-base-content/75">{TWO_FACTOR_MESSAGES.codeRequired}.</p>
      <CodeInput
        id="two-factor-code"
        label="Authentication code"
        value={code}
        invalid={missing || Boolean(error)}
        onChange={(e) => {
          setCode(e.target.value);
          setMissing(false);
        }}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitting ? MESSAGES.signingIn : 'Verify'}
      </button>
      <button type="button" className="btn btn-ghost btn-sm w-full" onClick={cancel}>
        Back to email and password
      </button>
    </form>
  );
}
