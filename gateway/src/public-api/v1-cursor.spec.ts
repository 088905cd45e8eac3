import { isDomainError } from '@logiscope/kernel';
import { cursorNumber, cursorText, decodeCursor, encodeCursor } from './v1-cursor';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return isDomainError(e) ? { code: e.code, message: e.message, path: e.issues[0]?.path } : e;
  }
  return null;
};

describe('public API cursors', () => {
  it('reads back the position it wrote, as an opaque URL-safe text', () => {
    const cursor = encodeCursor('search', { q: 'swift & sons', l: 25, o: 50 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const at = decodeCursor('search', cursor);
    expect([cursorText(at, 'q'), cursorNumber(at, 'l', 1, 100), cursorNumber(at, 'o', 0, 1000)]).toEqual(['swift & sons', 25, 50]);
  });

  it("refuses another list's cursor, garbage and out-of-bounds positions with 400 CURSOR_INVALID", () => {
    const invalid = { code: 'VALIDATION', message: 'This cursor was not given by this API for this list: start again without it', path: 'cursor' };
    expect(refusal(() => decodeCursor('alerts', encodeCursor('monitored', { after: '1' })))).toEqual(invalid);
    expect(refusal(() => decodeCursor('alerts', 'not-a-cursor'))).toEqual(invalid);
    expect(refusal(() => cursorNumber(decodeCursor('search', encodeCursor('search', { l: 1000 })), 'l', 1, 100))).toEqual(invalid);
    expect(refusal(() => cursorText(decodeCursor('search', encodeCursor('search', { l: 1 })), 'q'))).toEqual(invalid);
  });
});
