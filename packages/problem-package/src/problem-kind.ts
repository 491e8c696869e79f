// What kind of judging a problem asks for, from either layout: 2023-07's `type` (pass-fail, scoring,
// interactive, multi-pass, alone or as a list) or legacy `validation: custom interactive|score` and
// `type: scoring`. Throws on what the judge cannot do (submit-answer).
import { KATTIS_DEFAULT_LIMITS } from './format-defaults.js';
import type { PackageKind } from './package-schema.js';
import type { ProblemYaml } from './problem-yaml.js';

const TYPES = ['pass-fail', 'scoring', 'interactive', 'multi-pass'];
const VALIDATION_MODIFIERS = ['interactive', 'score', 'multi-pass'];

export type KindAndValidation = { kind: PackageKind; validation: 'default' | 'custom' };

export function problemKind(yaml: ProblemYaml): KindAndValidation {
  const types = (Array.isArray(yaml.type) ? yaml.type : (yaml.type ?? 'pass-fail').split(/\s+/)).filter(
    Boolean,
  );
  for (const type of types)
    if (!TYPES.includes(type)) throw new Error(`type '${type}' is not supported (${TYPES.join(', ')})`);
  const [mode = 'default', ...modifiers] = yaml.validation.trim().split(/\s+/);
  if (mode !== 'default' && mode !== 'custom')
    throw new Error(`validation '${yaml.validation}' is not supported (default or custom)`);
  for (const modifier of modifiers)
    if (!VALIDATION_MODIFIERS.includes(modifier) || mode === 'default')
      throw new Error(
        `validation '${yaml.validation}' is not supported (custom with ${VALIDATION_MODIFIERS.join(', ')})`,
      );
  const interactive = types.includes('interactive') || modifiers.includes('interactive');
  const multiPass = types.includes('multi-pass') || modifiers.includes('multi-pass');
  const passes = yaml.limits?.validation_passes;
  return {
    kind: {
      scoring: types.includes('scoring') || modifiers.includes('score'),
      interactive,
      multiPass,
      ...(multiPass ? { validationPasses: passes ?? KATTIS_DEFAULT_LIMITS.validationPasses } : {}),
    },
    // An interactor or a multi-pass validator is a custom program, whatever `validation` says (2023-07 drops the key).
    validation: interactive || multiPass ? 'custom' : mode,
  };
}
