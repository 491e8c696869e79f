import { describe, expect, it } from 'vitest';
import { inviteFromLink, inviteLink } from '@/features/interviews/lib/invite';
import { cssString, cursorStyles } from '@/features/interviews/lib/cursor-styles';
import { syncRoomName, syncServer } from '@/features/interviews/lib/sync-url';

const ROOM = '00000000-0000-4000-8000-000000000041';

describe('the room’s links', () => {
  it('when an invite link is made and pasted back, then it gives the room and its code', () => {
    const link = inviteLink('https://codecourt.example', ROOM, 'ABCDE FGHJK');
    expect(inviteFromLink(`  ${link} `)).toEqual({ interviewId: ROOM, joinCode: 'ABCDE FGHJK' });
  });

  it('when a bare code or another page is pasted, then no invite is read from it', () => {
    expect(inviteFromLink('ABCDEFGHJK')).toBeNull();
    expect(inviteFromLink(`https://codecourt.example/interviews/${ROOM}`)).toBeNull();
    expect(inviteFromLink('https://codecourt.example/problems?code=ABCDEFGHJK')).toBeNull();
  });

  it('when the page is https, then the document’s socket is wss on the same host, else ws', () => {
    expect(syncServer({ protocol: 'https:', host: 'codecourt.example' })).toBe(
      'wss://codecourt.example/api/interviews',
    );
    expect(syncServer({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe(
      'ws://127.0.0.1:5173/api/interviews',
    );
    expect(syncRoomName(ROOM)).toBe(`${ROOM}/sync`);
  });
});

describe('the remote cursors’ styles', () => {
  it('when a name holds CSS syntax, then it stays inside its string and cannot end the rule', () => {
    const css = cursorStyles([{ clientId: 7, name: 'x"}body{display:none}', colour: '#db2777' }]);
    expect(css).toContain('content:"x\\22 \\7d body\\7b display\\3a none\\7d "');
    expect(css.match(/\}/g)).toHaveLength(3);
  });

  it('when a colour is not #rrggbb, then the default colour is used instead', () => {
    expect(cursorStyles([{ clientId: 1, name: 'A', colour: 'red;background:url(x)' }])).not.toContain('url(');
    expect(cssString('Zoë 2')).toBe('"Zoë 2"');
  });
});
