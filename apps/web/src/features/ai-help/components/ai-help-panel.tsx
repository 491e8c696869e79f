import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Bot, Send, Square, Trash2 } from 'lucide-react';
import { AI_MESSAGE_MIN_LENGTH, MESSAGES, type Problem } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { ChatMessageView } from '@/features/ai-help/components/chat-message';
import { useAiChat, type AiChatContext } from '@/features/ai-help/hooks/use-ai-chat';
import { useAiConfigured } from '@/lib/ai-status';

const QUICK_PROMPTS = ['Give me a hint', "What's wrong with my code?", 'Explain the complexity'] as const;

type Props = {
  problem: Problem;
  /** The editor's current content and language, so the tutor sees what the student sees. */
  code: string;
  language: AiChatContext['language'];
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
export function AiHelpPanel({ problem, code, language, signedIn }: Props) {
  const chat = useAiChat({ problem, code, language });
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
  const ask = (text: string) => {
    if (chat.streaming || text.trim().length < AI_MESSAGE_MIN_LENGTH) return;
    setDraft('');
    void chat.send(text);
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
