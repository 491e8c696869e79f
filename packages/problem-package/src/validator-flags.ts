// problem.yaml `validator_flags` for the Kattis default output validator, as the engine's checker flags.
import type { CheckerFlags } from '@codecourt/contracts';

const SWITCHES = { case_sensitive: 'caseSensitive', space_change_sensitive: 'spaceChangeSensitive' } as const;
const TOLERANCES = {
  float_tolerance: 'floatTolerance',
  float_absolute_tolerance: 'floatAbsoluteTolerance',
  float_relative_tolerance: 'floatRelativeTolerance',
} as const;

function isKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}

/** Throws on a flag the default validator does not know or a tolerance that is not a number. */
export function parseValidatorFlags(text: string): CheckerFlags {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const flags: CheckerFlags = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (isKey(SWITCHES, word)) {
      flags[SWITCHES[word]] = true;
      continue;
    }
    if (!isKey(TOLERANCES, word)) throw new Error(`unknown validator flag '${word}'`);
    const value = Number(words[i + 1]);
    if (words[i + 1] === undefined || !Number.isFinite(value) || value < 0) {
      throw new Error(`validator flag '${word}' needs a non-negative number`);
    }
    flags[TOLERANCES[word]] = value;
    i++;
  }
  return flags;
}

export function formatValidatorFlags(flags: CheckerFlags): string {
  const words: string[] = [];
  for (const [flag, key] of Object.entries(SWITCHES)) if (flags[key]) words.push(flag);
  for (const [flag, key] of Object.entries(TOLERANCES)) {
    const value = flags[key];
    if (value !== undefined) words.push(flag, String(value));
  }
  return words.join(' ');
}
