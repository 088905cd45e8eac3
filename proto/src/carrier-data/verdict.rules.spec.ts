import { verdictProfileBodySchema } from './verdict.rules';

const body = { minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [] };
const issues = (over: Record<string, unknown>) => verdictProfileBodySchema.safeParse({ ...body, ...over }).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('verdict profile body rule', () => {
  it('reads a body without freshnessDays and acceptedLimits (an older client) as the defaults', () => {
    expect(verdictProfileBodySchema.parse(body)).toEqual({ ...body, freshnessDays: 3, acceptedLimits: [] });
  });

  it('takes a freshness limit of 1 to 30 whole days, and each accepted limit once', () => {
    expect(verdictProfileBodySchema.parse({ ...body, freshnessDays: 1, acceptedLimits: ['exempt', 'intrastate', 'exempt'] })).toMatchObject({ freshnessDays: 1, acceptedLimits: ['exempt', 'intrastate'] });
    expect(verdictProfileBodySchema.parse({ ...body, freshnessDays: 30, acceptedLimits: ['intrastate', 'exempt', 'household-goods', 'cross-border'] }).freshnessDays).toBe(30);
  });

  it.each([0, 31, 2.5, -1, '7', null])('refuses a freshness limit of %p with its message', (freshnessDays) => {
    expect(issues({ freshnessDays })).toEqual([{ path: 'freshnessDays', message: 'Freshness limit must be a whole number of days from 1 to 30' }]);
  });

  it('refuses an authority limit it does not know', () => {
    expect(issues({ acceptedLimits: ['intrastate', 'private'] })).toEqual([
      { path: 'acceptedLimits.1', message: 'An accepted authority limit must be intrastate, exempt, household-goods or cross-border' },
    ]);
  });

  it('never lets a default be shared between two bodies', () => {
    const first = verdictProfileBodySchema.parse(body);
    first.acceptedLimits.push('exempt');
    expect(verdictProfileBodySchema.parse(body).acceptedLimits).toEqual([]);
  });
});
