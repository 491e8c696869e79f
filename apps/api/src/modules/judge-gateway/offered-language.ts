import type { RequestHandler } from 'express';
import { LANGUAGE_IDS } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import type { JudgeGateway } from './judge-gateway.js';

/**
 * After the body's schema: a language the judge's start probe did not find answers 400 at once, where
 * it used to be judged three times into an Internal Error.
 */
export function requireOfferedLanguage(gateway: Pick<JudgeGateway, 'languages'>): RequestHandler {
  return (req, _res, next) => {
    const { language } = req.body as { language?: unknown };
    if (!gateway.languages || typeof language !== 'string') {
      next();
      return;
    }
    gateway
      .languages()
      .then((offered) => {
        next(offered.some((id) => id === language) ? undefined : appError('languageUnavailable', 400));
      })
      .catch(next);
  };
}

/** What the judge can run now: its probe's answer, or every language when it has no probe. */
export async function offeredLanguages(
  gateway: Pick<JudgeGateway, 'languages'>,
): Promise<readonly LanguageId[]> {
  return gateway.languages ? gateway.languages() : LANGUAGE_IDS;
}
