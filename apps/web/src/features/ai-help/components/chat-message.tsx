import { useEffect, useMemo, useRef } from 'react';
import { Bot, User } from 'lucide-react';
import { chatMessageText, type ChatMessage } from '@codecourt/contracts';
import { PROSE } from '@/components/ui/prose';
import { renderMarkdown } from '@/lib/markdown';
import { colorizeCodeBlocks } from '@/features/ai-help/lib/colorize-code';

type Props = { message: ChatMessage; streaming: boolean };

/** One turn: the student's text as typed, the tutor's as sanitised Markdown with coloured code. */
export function ChatMessageView({ message, streaming }: Props) {
  const text = chatMessageText(message);
  const fromModel = message.role === 'model';
  const html = useMemo(() => (fromModel ? renderMarkdown(text) : ''), [fromModel, text]);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Colour once the reply is complete: re-tokenizing on every piece would flicker.
    if (fromModel && !streaming && body.current) void colorizeCodeBlocks(body.current);
  }, [fromModel, streaming, html]);

  const Icon = fromModel ? Bot : User;
  return (
    <li
      className={`flex gap-3 ${fromModel ? '' : 'flex-row-reverse'}`}
      data-testid={fromModel ? 'ai-reply' : 'ai-question'}
      data-streaming={streaming}
    >
      <span
        className={`grid size-8 shrink-0 place-items-center rounded-full ${fromModel ? 'bg-primary/10 text-primary' : 'bg-base-300'}`}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      {fromModel ? (
        <div
          ref={body}
          className={`${PROSE} min-w-0 flex-1 rounded-box border border-base-300 bg-base-100 px-4 py-1 [&_pre]:bg-base-200`}
          // Sanitised by DOMPurify in renderMarkdown.
          dangerouslySetInnerHTML={{ __html: html || (streaming ? '<p>…</p>' : '') }}
        />
      ) : (
        <p className="max-w-[85%] whitespace-pre-wrap rounded-box bg-primary px-4 py-2 text-sm text-primary-content">
          {text}
        </p>
      )}
    </li>
  );
}
