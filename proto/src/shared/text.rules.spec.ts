import { z } from 'zod';
import { MULTI_LINE_FIELDS, REFUSED_CHARACTERS as REFUSED, inputAt, textFields } from '../../../test/support/text-fields';
import { message } from './messages';
import { isCleanText, multiLine, singleLine } from './text.rules';

const CONTROL = message('TEXT_CONTROL_CHARACTERS');
const ONE_LINE = message('TEXT_SINGLE_LINE');

describe('the text rule', () => {
  const one = singleLine(z.string());
  const many = multiLine(z.string());
  const messages = (schema: z.ZodType, value: string) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it.each(Object.entries(REFUSED))('refuses %s in single-line and multi-line text with the control-character message', (_name, ch) => {
    expect(messages(many, `Great${ch}carrier`)).toEqual([CONTROL]);
    expect(messages(one, `Great${ch}carrier`)).toContain(ch === '\r' ? ONE_LINE : CONTROL);
    expect(isCleanText(`a${ch}b`, 'multi')).toBe(false);
  });

  it('keeps line breaks (LF and CRLF) and tabs in multi-line text, and refuses them on one line', () => {
    for (const text of ['line one\nline two', 'line one\r\nline two', 'qty\t12']) {
      expect(many.safeParse(text).success).toBe(true);
      expect(messages(one, text)).toEqual([ONE_LINE]);
    }
  });

  it('takes ordinary text of every script, accents, emoji and the bidi marks LRM/RLM that right-to-left writing needs', () => {
    for (const text of ['Zoë Ortiz-Núñez', 'שלום עולם', 'مرحبا', '東京運送', 'On time 👍', 'A\u200Fb', 'x\u00A0y']) {
      expect(one.safeParse(text).success).toBe(true);
      expect(many.safeParse(text).success).toBe(true);
    }
  });
});

/** Every text field of every declared operation's body and query (passwords aside, test/support/text-fields.ts). */
const cases = textFields();

describe('every text field of every declared operation', () => {
  it('finds the fields the probe used (note titles, member names) among them', () => {
    const names = cases.map((c) => `${c.op.id}.${c.field}`);
    expect(names).toEqual(expect.arrayContaining(['createNote.title', 'updateNote.title', 'addTeamMember.firstName', 'addTeamMember.lastName', 'register.companyName', ...MULTI_LINE_FIELDS]));
  });

  it.each(cases.map((c) => [`${c.op.id} ${c.part}.${c.field}`, c] as const))('%s refuses control characters', (_name, c) => {
    for (const [name, ch] of Object.entries(REFUSED)) {
      const issues = (c.op[c.part] as z.ZodType).safeParse(inputAt(c.path, `Great${ch}carrier text`)).error?.issues.filter((i) => i.path.join('.') === c.field) ?? [];
      const expected = ch === '\r' && !c.multiLine ? ONE_LINE : CONTROL;
      if (c.formatted) expect({ name, refused: issues.length > 0 }).toEqual({ name, refused: true });
      else expect({ name, messages: issues.map((i) => i.message) }).toEqual({ name, messages: expect.arrayContaining([expected]) });
    }
  });

  it.each(cases.filter((c) => !c.formatted).map((c) => [`${c.op.id} ${c.part}.${c.field}`, c] as const))('%s takes line breaks only where it is multi-line', (_name, c) => {
    const messages = (c.op[c.part] as z.ZodType).safeParse(inputAt(c.path, 'Great carrier\nsecond line')).error?.issues.filter((i) => i.path.join('.') === c.field).map((i) => i.message) ?? [];
    if (c.multiLine) expect(messages).not.toContain(ONE_LINE);
    else expect(messages).toContain(ONE_LINE);
  });
});
