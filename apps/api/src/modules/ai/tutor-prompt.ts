import { LANGUAGE_NAME_BY_ID, chatMessageText } from '@codecourt/contracts';
import type { ChatMessage, ResolvedAiChatRequest } from '@codecourt/contracts';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { hintRule, resultText } from './tutor-result.js';

const RULES = `You are a patient programming tutor inside CodeCourt, a coding-practice platform. You help one student with the problem below.
- Lead with hints and guiding questions; give a complete solution only when the student explicitly asks for it after trying.
- When the student shares code, point at the specific lines or ideas that are wrong and why, without rewriting everything.
- Discuss time and space complexity (Big-O) whenever an approach is mentioned.
- Stay on this problem and on programming; decline anything else briefly.
- Answer in Markdown; put code in fenced blocks with the language named.`;

function section(title: string, body: string): string {
  return body.trim() ? `## ${title}\n${body.trim()}` : '';
}

function samplesText(request: ResolvedAiChatRequest): string {
  return request.testCases
    .map((sample, i) => {
      const explanation = sample.explanation ? `\nExplanation: ${sample.explanation}` : '';
      return `Example ${String(i + 1)}\nInput:\n${sample.input}\nOutput:\n${sample.output}${explanation}`;
    })
    .join('\n\n');
}

function codeText(request: ResolvedAiChatRequest): string {
  const language = request.language ? LANGUAGE_NAME_BY_ID[request.language] : 'unknown language';
  if (request.code?.trim()) return `Language: ${language}\n\`\`\`\n${request.code}\n\`\`\``;
  const starter = request.startCode.find((entry) => entry.initialCode.trim());
  return starter
    ? `The student has not written code yet. Starter code (${starter.language}):\n\`\`\`\n${starter.initialCode}\n\`\`\``
    : '';
}

/** The system prompt: the tutor's rules, then everything the student can see of the problem and their code. */
export function tutorSystemPrompt(request: ResolvedAiChatRequest): string {
  return [
    RULES,
    section('Problem', request.title),
    section('Statement', request.description),
    section('Examples', samplesText(request)),
    section('Constraints', request.constraints.map((c) => `- ${c}`).join('\n')),
    section("Student's current code", codeText(request)),
    section('Last result of Run or Submit', request.lastResult ? resultText(request.lastResult) : ''),
    section('What the student asks for', request.hintLevel ? hintRule(request.hintLevel) : ''),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The newest turns that fit in `maxChars`, oldest dropped first; the last (the question being asked)
 * is always kept. A history cut mid-conversation still starts with a student turn.
 */
export function trimHistory(messages: readonly ChatMessage[], maxChars: number): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let used = 0;
  for (const message of [...messages].reverse()) {
    const size = chatMessageText(message).length;
    if (kept.length > 0 && used + size > maxChars) break;
    kept.unshift(message);
    used += size;
  }
  while (kept.length > 1 && kept[0]?.role !== 'user') kept.shift();
  return kept;
}

/** The chat-completions messages: the system prompt, then the trimmed history (`model` turns become `assistant`). */
export function tutorMessages(
  request: ResolvedAiChatRequest,
  maxHistoryChars: number,
): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: tutorSystemPrompt(request) },
    ...trimHistory(request.messages, maxHistoryChars).map((message): ChatCompletionMessageParam => ({
      role: message.role === 'model' ? 'assistant' : 'user',
      content: chatMessageText(message),
    })),
  ];
}
