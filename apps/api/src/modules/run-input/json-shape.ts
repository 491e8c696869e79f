import { INPUT_KIND_WORDS } from '@codecourt/contracts';
import type { InputValueKind } from '@codecourt/contracts';

/** The kinds of value seen at one place of the tests' input, and of their arrays' elements. */
export type Shape = { kinds: Set<InputValueKind>; element?: Shape };

export function kindOf(value: unknown): InputValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return 'object';
}

const mergeShapes = (a: Shape | undefined, b: Shape | undefined): Shape | undefined => {
  if (!a || !b) return a ?? b;
  return { kinds: new Set([...a.kinds, ...b.kinds]), element: mergeShapes(a.element, b.element) };
};

/** Widens `shape` (undefined: nothing seen yet) by one more value. */
export function widen(shape: Shape | undefined, value: unknown): Shape {
  const kind = kindOf(value);
  const element = Array.isArray(value)
    ? value.reduce<Shape | undefined>((seen, item) => widen(seen, item), undefined)
    : undefined;
  return mergeShapes(shape, { kinds: new Set([kind]), element }) ?? { kinds: new Set([kind]) };
}

/** Whether `value` is of a kind seen (an integer fits where numbers were); elements alike, deeply. */
export function fits(value: unknown, shape: Shape): boolean {
  const kind = kindOf(value);
  if (kind === 'integer') return shape.kinds.has('integer') || shape.kinds.has('number');
  if (!shape.kinds.has(kind)) return false;
  if (!Array.isArray(value) || !shape.element) return true;
  const element = shape.element;
  return value.every((item) => fits(item, element));
}

/** Integers read as numbers where both were seen. */
const namedKinds = (shape: Shape): InputValueKind[] =>
  [...shape.kinds].filter((k) => !(k === 'integer' && shape.kinds.has('number')));

/** "integers", "arrays of integers or null": the shape as an array's elements. */
function many(shape: Shape | undefined): string {
  if (!shape) return 'values';
  return namedKinds(shape)
    .map((k) => (k === 'array' ? `arrays of ${many(shape.element)}` : INPUT_KIND_WORDS[k].many))
    .join(' or ');
}

/** "an array of integers", "an integer": what a line of this shape holds. */
export function describeShape(shape: Shape): string {
  return namedKinds(shape)
    .map((k) => (k === 'array' ? `an array of ${many(shape.element)}` : INPUT_KIND_WORDS[k].one))
    .join(' or ');
}
