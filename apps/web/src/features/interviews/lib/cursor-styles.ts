/**
 * Colours for the people in a room: distinct hues, each readable as a caret and, at low alpha, as a
 * selection on both the light and the dark editor. The interviewer and the candidate get the first two.
 */
export const PARTICIPANT_COLOURS = [
  '#2563eb',
  '#db2777',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#0891b2',
] as const;

export function participantColour(index: number): string {
  const count = PARTICIPANT_COLOURS.length;
  return PARTICIPANT_COLOURS[((index % count) + count) % count] ?? PARTICIPANT_COLOURS[0];
}

/** A remote cursor: whose it is (y-monaco's decorations name the Yjs client id) and how to draw it. */
export type RemoteCursor = { clientId: number; name: string; colour: string };

/** A CSS string literal of any text: every character but letters, digits and spaces is escaped. */
export function cssString(text: string): string {
  const escaped = Array.from(text, (char) =>
    /^[\p{L}\p{N} ]$/u.test(char) ? char : `\\${(char.codePointAt(0) ?? 0).toString(16)} `,
  ).join('');
  return `"${escaped}"`;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The stylesheet that colours y-monaco's decorations (`yRemoteSelection-{id}`, `yRemoteSelectionHead-{id}`)
 * and labels each caret with its person's name. Names and colours come from other clients' awareness, so
 * neither is trusted: the name is escaped as a CSS string and a colour that is not #rrggbb is replaced.
 */
export function cursorStyles(cursors: readonly RemoteCursor[]): string {
  return cursors
    .map(({ clientId, name, colour }) => {
      const id = String(Math.trunc(clientId));
      const safe = HEX_COLOUR.test(colour) ? colour : PARTICIPANT_COLOURS[0];
      return [
        `.yRemoteSelection-${id}{background-color:${safe}33}`,
        `.yRemoteSelectionHead-${id}{position:absolute;height:100%;border-left:2px solid ${safe};box-sizing:border-box}`,
        `.yRemoteSelectionHead-${id}::after{content:${cssString(name)};position:absolute;top:-1.35em;left:-2px;` +
          `padding:0 4px;border-radius:3px 3px 3px 0;background:${safe};color:#fff;font:600 11px/1.35em system-ui,sans-serif;` +
          `white-space:nowrap;pointer-events:none;z-index:10}`,
      ].join('\n');
    })
    .join('\n');
}
