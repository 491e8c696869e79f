import { useCallback, useEffect, useRef, useState } from 'react';
import { isInputFormatMessage, type RunResponse, type Submission } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { useRunCode } from '@/features/judge-console/api/run-code';
import { useSubmitCode } from '@/features/judge-console/api/submit-code';
import type { LiveProgress } from '@/features/judge-console/lib/live-progress';
import type { EditorLanguageId } from '@/lib/editor-languages';
import { runFailureMessage, submitFailureMessage } from '@/features/judge-console/lib/request-errors';

/** What the console shows after Run or Submit: a judgement (the submission may still wait for its verdict) or why there is none. */
type Answer =
  | { kind: 'run'; run: RunResponse; customInput: boolean }
  | { kind: 'submit'; submission: Submission }
  | { kind: 'failure'; action: 'run' | 'submit'; message: string }
  | { kind: 'blank-code' }
  | { kind: 'sign-in' };

/** Each answer is numbered, so views showing one (its selected case) start fresh on the next. */
export type ConsoleAnswer = Answer & { id: number };

/** Where Run and Submit go when not to the practice routes (a contest's own). */
export type JudgeEndpoints = { run: string; submit: string };

type Options = { problemId: string; signedIn: boolean; endpoints?: JudgeEndpoints };

export type JudgeControls = {
  running: boolean;
  submitting: boolean;
  result: ConsoleAnswer | undefined;
  /** The submission being judged, test by test (undefined until the server has taken it). */
  live: LiveProgress | undefined;
  /** The last Run's custom input did not fit the problem's input format: the server's message. */
  inputError: string | undefined;
  run: (code: string, language: EditorLanguageId, customInput: string | undefined) => Promise<void>;
  submit: (code: string, language: EditorLanguageId) => Promise<void>;
};

/** Run and Submit: one request at a time, blank code never leaves the page. */
export function useJudge({ problemId, signedIn, endpoints }: Options): JudgeControls {
  const { mutateAsync: runCode } = useRunCode(problemId, endpoints?.run);
  const { mutateAsync: submitCode } = useSubmitCode(problemId, endpoints?.submit);
  const [running, setRunning] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResultState] = useState<ConsoleAnswer>();
  const [live, setLive] = useState<LiveProgress>();
  const [inputError, setInputError] = useState<string>();
  const busy = useRef(false);
  const answers = useRef(0);
  const setResult = useCallback((answer: Answer) => {
    answers.current += 1;
    setResultState({ ...answer, id: answers.current });
  }, []);
  const alive = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => {
      controller.abort();
    };
  }, []);

  /** Checks shared by both actions; false when the request must not be sent. */
  const mayJudge = useCallback(
    (code: string): boolean => {
      if (busy.current) return false;
      if (!signedIn) {
        setResult({ kind: 'sign-in' });
        return false;
      }
      if (code.trim() === '') {
        setResult({ kind: 'blank-code' });
        return false;
      }
      return true;
    },
    [signedIn, setResult],
  );

  const run = useCallback(
    async (code: string, language: EditorLanguageId, customInput: string | undefined) => {
      if (!mayJudge(code)) return;
      busy.current = true;
      setRunning(true);
      try {
        const request = customInput === undefined ? { code, language } : { code, language, customInput };
        const response = await runCode({ request, signal: alive.current.signal });
        setInputError(undefined);
        setResult({ kind: 'run', run: response, customInput: customInput !== undefined });
      } catch (error) {
        const message = runFailureMessage(error);
        const badInput =
          customInput !== undefined &&
          error instanceof ApiError &&
          error.status === 400 &&
          isInputFormatMessage(message);
        setInputError(badInput ? message : undefined);
        setResult({ kind: 'failure', action: 'run', message });
      } finally {
        busy.current = false;
        setRunning(false);
      }
    },
    [mayJudge, runCode, setResult],
  );

  const submit = useCallback(
    async (code: string, language: EditorLanguageId) => {
      if (!mayJudge(code)) return;
      busy.current = true;
      setSubmitting(true);
      setLive(undefined);
      try {
        const submission = await submitCode({
          request: { code, language },
          signal: alive.current.signal,
          onProgress: setLive,
        });
        setResult({ kind: 'submit', submission });
      } catch (error) {
        setResult({ kind: 'failure', action: 'submit', message: submitFailureMessage(error) });
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [mayJudge, submitCode, setResult],
  );

  return { running, submitting, result, live, inputError, run, submit };
}
