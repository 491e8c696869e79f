// Every localStorage key the app writes, so a key is spelled in one place.
const PREFIX = 'codecourt:workspace';

export const storageKeys = {
  /** The user's draft of one problem in one language. */
  code: (problemId: string, language: string) => `${PREFIX}:code:${problemId}:${language}`,
  /** The language last used on one problem. */
  language: (problemId: string) => `${PREFIX}:language:${problemId}`,
  /** The language last chosen anywhere: a problem opened for the first time starts in it. */
  preferredLanguage: `${PREFIX}:preferred-language`,
  fontSize: `${PREFIX}:font-size`,
  /** The problem pane's share of the width, in percent. */
  split: `${PREFIX}:split`,
  /** The console's height in pixels, and whether it is collapsed. */
  consoleHeight: `${PREFIX}:console-height`,
  consoleCollapsed: `${PREFIX}:console-collapsed`,
  /** When the reader last looked at one contest's clarifications and announcements. */
  contestNewsSeen: (contestId: string) => `codecourt:contest:news-seen:${contestId}`,
  /** An admin closed the landing page's note on content/landing.yaml. */
  landingContentNoteClosed: 'codecourt:landing:content-note-closed',
} as const;
