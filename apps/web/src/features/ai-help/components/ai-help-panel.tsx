import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Bot, Send, Square, Trash2 } from 'lucide-react';
import { AI_MESSAGE_MIN_LENGTH, MESSAGES, type HintLevel, type Problem } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { ChatMessageView } from '@/features/ai-help/components/chat-message';
import { useAiChat, type AiChatContext } from '@/features/ai-help/hooks/use-ai-chat';
import { useAiConfigured } from '@/lib/ai-status';
import { isFailing } from '@/features/ai-help/lib/tutor-result';

/** The hint ladder, one step more each; the full solution is its own explicit request. */
const LADDER: readonly { level: HintLevel; label: string; prompt: string }[] = [
  { level: 'nudge', label: 'Nudge', prompt: 'Give me a small nudge' },
  { level: 'idea', label: 'Idea', prompt: 'What is the key idea?' },
  { level: 'approach', label: 'Approach', prompt: 'Walk me through the approach' },
];
const QUICK_PROMPTS = ["What's wrong with my code?", 'Explain the complexity'] as const;
export const EXPLAIN_RESULT_PROMPT = 'Explain this result';
const FULL_SOLUTION_PROMPT = 'Show me the full solution';

type Props = {
  problem: Problem;
  /** The editor's current content and language, so the tutor sees what the student sees. */
  code: string;
  language: AiChatContext['language'];
  lastResult?: AiChatContext['lastResult'];
  /** undefined until the session check has answered. */
  signedIn: boolean | undefined;
};

function NotConfigured() {
  return (
    <EmptyState icon={Bot} title={MESSAGES.aiNotConfigured}>
      An administrator turns it on by setting <code>OPENAI_API_KEY</code>, <code>OPENAI_BASE_URL</code> and{' '}
      <code>OPENAI_MODEL</code> for the API (any OpenAI-compatible endpoint: OpenAI, Ollama, vLLM, llama.cpp).
    </EmptyState>
  );
}

/** The AI Help tab: a tutor that knows this problem and the code in the editor, answering as it writes. */
export function AiHelpPanel({ problem, code, language, lastResult, signedIn }: Props) {
  const chat = useAiChat({ problem, code, language, lastResult });
  const [confirmSolution, setConfirmSolution] = useState(false);
  const configured = useAiConfigured();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const lastText = chat.messages.at(-1)?.parts[0]?.text;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length, lastText]);

  // Said as the tab opens, not after a first question: a chat that cannot answer is not shown.
  if (configured === false || chat.failure === 'notConfigured') return <NotConfigured />;
  if (signedIn === false || chat.failure === 'signedOut')
    return <SignInPrompt message="Sign in to ask the AI tutor about this problem." />;

  const canSend = !chat.streaming && draft.trim().length >= AI_MESSAGE_MIN_LENGTH;
  const ask = (text: string, hintLevel?: HintLevel) => {
    if (chat.streaming || text.trim().length < AI_MESSAGE_MIN_LENGTH) return;
    setDraft('');
    void chat.send(text, hintLevel);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    ask(draft);
  };

  return (
    <div className="flex h-full min-h-[24rem] flex-col gap-3" data-testid="ai-help">
      {chat.messages.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary">
            <Bot className="size-5" aria-hidden="true" />
          </span>
          <h2 className="font-semibold">Ask the AI tutor</h2>
          <p className="max-w-sm text-sm text-base-content/70">
            It knows this problem and the code in your editor, and prefers hints to spoilers.
          </p>
        </div>
      ) : (
        <ol className="flex flex-1 flex-col gap-4" aria-label="Conversation" aria-live="polite">
          {chat.messages.map((message, index) => (
            <ChatMessageView
              // Turns are only ever appended, so the position is a stable identity.
              key={index}
              message={message}
              streaming={chat.streaming && index === chat.messages.length - 1}
            />
          ))}
        </ol>
      )}
      <div ref={end} />
      <div className="sticky bottom-0 mt-auto flex flex-col gap-2 bg-base-100 pt-2">
        {isFailing(lastResult) && (
          <button
            type="button"
            className="btn btn-sm btn-primary self-start"
            disabled={chat.streaming}
            onClick={() => {
              ask(EXPLAIN_RESULT_PROMPT);
            }}
          >
            {EXPLAIN_RESULT_PROMPT} ({lastResult.verdict})
          </button>
        )}
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Hints">
          <span className="text-xs text-base-content/70">Hints:</span>
          {LADDER.map(({ level, label, prompt }) => (
            <button
              key={level}
              type="button"
              className="btn btn-outline btn-xs"
              disabled={chat.streaming}
              onClick={() => {
                ask(prompt, level);
              }}
            >
              {label}
            </button>
          ))}
          {confirmSolution ? (
            <span className="flex items-center gap-1 text-xs">
              Reveal the whole solution? Review will count this problem as not remembered.
              <button
                type="button"
                className="btn btn-warning btn-xs"
                onClick={() => {
                  setConfirmSolution(false);
                  ask(FULL_SOLUTION_PROMPT, 'solution');
                }}
              >
                Show it
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => {
                  setConfirmSolution(false);
                }}
              >
                Not yet
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              disabled={chat.streaming}
              onClick={() => {
                setConfirmSolution(true);
              }}
            >
              Full solution…
            </button>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {QUICK_PROMPTS.map((prompt) => (
            <button
              key={prompt}
              type="button"
              className="btn btn-outline btn-xs"
              disabled={chat.streaming}
              onClick={() => {
                ask(prompt);
              }}
            >
              {prompt}
            </button>
          ))}
          {chat.messages.length > 0 && (
            <button type="button" className="btn btn-ghost btn-xs ml-auto" onClick={chat.clear}>
              <Trash2 className="size-3.5" aria-hidden="true" /> Clear
            </button>
          )}
        </div>
        <form className="flex items-end gap-2" onSubmit={onSubmit}>
          <textarea
            className="textarea textarea-bordered min-h-0 flex-1 resize-none text-sm"
            rows={2}
            placeholder="Ask about this problem or your code…"
            aria-label="Message to the AI tutor"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                ask(draft);
              }
            }}
          />
          {chat.streaming ? (
            <button type="button" className="btn btn-warning btn-sm" onClick={chat.stop}>
              <Square className="size-4" aria-hidden="true" /> Stop
            </button>
          ) : (
            <button type="submit" className="btn btn-primary btn-sm" disabled={!canSend}>
              <Send className="size-4" aria-hidden="true" /> Send
            </button>
          )}
        </form>
      </div>
    </div>
  );
}
