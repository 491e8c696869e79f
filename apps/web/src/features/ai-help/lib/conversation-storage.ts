import { chatMessageSchema, type ChatMessage } from '@codecourt/contracts';

const conversationSchema = chatMessageSchema.array();
const keyOf = (problemId: string) => `codecourt:ai-chat:${problemId}`;

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The conversation about one problem, kept for this browser tab's session. */
export function loadConversation(problemId: string): ChatMessage[] {
  try {
    const raw = store()?.getItem(keyOf(problemId));
    const parsed = conversationSchema.safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveConversation(problemId: string, messages: readonly ChatMessage[]): void {
  try {
    store()?.setItem(keyOf(problemId), JSON.stringify(messages));
  } catch {
    // A full or blocked storage only loses the conversation on reload.
  }
}
