// The code a run judges: the room's document as the server holds it now (Y.Text "code", the language in
// Y.Map "meta"), checked as Run checks a request's body.
import { CODE_MAX_BYTES, INTERVIEW_DOCUMENT, isLanguageId } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import type * as Y from 'yjs';
import { appError } from '../../../lib/app-error.js';
import { offeredLanguages } from '../../judge-gateway/offered-language.js';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';
import { interviewError } from '../room-access.js';

export type RoomCode = { code: string; language: LanguageId };

/** The document's code and language, read without changing it. */
export function codeIn(doc: Y.Doc): { code: string; language: unknown } {
  return {
    code: doc.getText(INTERVIEW_DOCUMENT.code).toJSON(),
    language: doc.getMap(INTERVIEW_DOCUMENT.meta).get(INTERVIEW_DOCUMENT.language),
  };
}

/** 409 with nothing to judge, 413 past CODE_MAX_BYTES, 400 for a language the judge cannot run now. */
export async function judgeable(
  read: { code: string; language: unknown },
  gateway: Pick<JudgeGateway, 'languages'>,
): Promise<RoomCode> {
  const { code, language } = read;
  if (code.trim() === '') throw interviewError('noCode', 409);
  if (typeof language !== 'string' || !isLanguageId(language)) throw interviewError('noLanguage', 409);
  if (Buffer.byteLength(code, 'utf8') > CODE_MAX_BYTES) throw appError('codeTooLarge', 413);
  if (!(await offeredLanguages(gateway)).includes(language)) throw appError('languageUnavailable', 400);
  return { code, language };
}
