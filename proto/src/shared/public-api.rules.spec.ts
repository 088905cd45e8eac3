import { docketSchema, usdotListBody } from './public-api.rules';

describe('public API inputs', () => {
  it.each([
    ['MC-245009', 'MC245009'],
    ['mc 245009', 'MC245009'],
    ['M.C. #245009', 'MC245009'],
    ['MC NUMBER 0245009', 'MC245009'],
    ['245009', 'MC245009'],
    ['MX7', 'MX7'],
    ['mx-000007', 'MX7'],
    ['FF #31', 'FF31'],
  ])('reads the docket %s as %s', (input, docket) => {
    expect(docketSchema.parse(input)).toBe(docket);
  });

  it.each(['', 'DOT 44110', 'MC', 'MC-0', 'XX123', 'MC 1234567890', 'MC\u0000123'])('refuses %j with the docket wording', (input) => {
    const r = docketSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('A docket is MC, MX or FF and its digits (MC-123456, MX 7, FF31)');
  });

  it('takes 1 to 1,000 USDOT numbers in a bulk call, each checked on its own later', () => {
    expect(usdotListBody.safeParse({ usdots: ['1', 'abc'] }).success).toBe(true);
    expect(usdotListBody.safeParse({ usdots: [] }).error?.issues[0].message).toBe('Give between 1 and 1,000 USDOT numbers');
    expect(usdotListBody.safeParse({ usdots: Array.from({ length: 1001 }, (_, i) => String(i + 1)) }).error?.issues[0].message).toBe('At most 1,000 USDOT numbers per call');
  });
});
