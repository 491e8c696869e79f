import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MESSAGES,
  type AiChatRequest,
  type ChatMessage,
  type HintLevel,
  type Problem,
  type TutorResult,
} from '@codecourt/contracts';
import { AiChatError, streamChat, type AiChatFailure } from '@/features/ai-help/api/stream-chat';
import { loadConversation, saveConversation } from '@/features/ai-help/lib/conversation-storage';

export type AiChatContext = {
  problem: Problem;
  code: string;
  language: AiChatRequest['language'];
  /** The workspace's last Run or Submit result, so the tutor can say why it failed. */
  lastResult?: TutorResult;
};

const userTurn = (text: string): ChatMessage => ({ role: 'user', parts: [{ text }] });

/** The body the tutor gets: the conversation, what the user sees of the problem, and their code. */
function chatRequest(
  { problem, code, language, lastResult }: AiChatContext,
  messages: ChatMessage[],
  hintLevel: HintLevel | undefined,
): AiChatRequest {
  return {
    messages,
    problemId: problem._id,
    title: problem.title,
    description: problem.description,
    testCases: problem.visibleTestCases,
    startCode: problem.startCode,
    constraints: problem.constraints,
    code,
    ...(language ? { language } : {}),
    ...(lastResult ? { lastResult } : {}),
    ...(hintLevel ? { hintLevel } : {}),
  };
}

/**
 * The chat about one problem: sends a question, streams the reply into the last turn as it arrives,
 * stops it on demand, and keeps the conversation for the session.
 */
export function useAiChat(context: AiChatContext) {
  const problemId = context.problem._id;
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(problemId));
  const [streaming, setStreaming] = useState(false);
  const [failure, setFailure] = useState<AiChatFailure | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    if (!streaming) saveConversation(problemId, messages);
  }, [problemId, messages, streaming]);
  useEffect(() => () => controller.current?.abort(), []);

  const appendToReply = (text: string) => {
    setMessages((current) => {
      const last = current.at(-1);
      if (last?.role !== 'model') return [...current, { role: 'model', parts: [{ text }] }];
      return [
        ...current.slice(0, -1),
        { role: 'model', parts: [{ text: (last.parts[0]?.text ?? '') + text }] },
      ];
    });
  };

  const send = useCallback(
    async (text: string, hintLevel?: HintLevel) => {
      const asked = [...messages, userTurn(text.trim())];
      setMessages([...asked, { role: 'model', parts: [{ text: '' }] }]);
      setFailure(undefined);
      setStreaming(true);
      const abort = new AbortController();
      controller.current = abort;
      try {
        await streamChat(chatRequest(context, asked, hintLevel), appendToReply, abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return;
        const reason = error instanceof AiChatError ? error.reason : 'failed';
        setFailure(reason);
        if (reason === 'failed') appendToReply(MESSAGES.aiChatFailed);
        else setMessages(asked.slice(0, -1));
      } finally {
        setStreaming(false);
        // An empty reply (stopped before the first piece) is not kept.
        setMessages((current) => {
          const last = current.at(-1);
          return last?.role === 'model' && !last.parts[0]?.text ? current.slice(0, -1) : current;
        });
      }
    },
    [messages, context],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    setMessages([]);
    setFailure(undefined);
  }, []);

  return { messages, streaming, failure, send, stop, clear };
}
