import { VETTING_VIEW_EXAMPLE, type VettingView } from '@logiscope/proto/views';
import { vettingsToCsv, VETTING_CSV_COLUMNS } from './vetting-csv';

const record: VettingView = {
  ...VETTING_VIEW_EXAMPLE,
  loadReference: '=PO,48213',
  checks: [...VETTING_VIEW_EXAMPLE.checks, { ...VETTING_VIEW_EXAMPLE.checks[0], rule: 'authority-age', outcome: 'REVIEW' }],
  supersededBy: 'LV-AAAA-BBBB-CCCC',
};

describe('the vetting history CSV', () => {
  it('writes one line per record under translated headers, a formula-like reference defused', () => {
    const csv = vettingsToCsv([record], (key) => `[${key}]`);
    const [header, line] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header.split(',')).toEqual(VETTING_CSV_COLUMNS.map((c) => `[${c.key}]`));
    expect(line).toBe(
      "LV-7K2M-9QXD-4TNB,2026-12-06T17:00:00.000Z,\"'=PO,48213\",2026-12-08,\"Chicago, IL → Dallas, TX\",VERIHA TRUCKING INC,158121,MC-245009,REVIEW,authority-age (REVIEW),Insurance confirmed with the agent by phone,company:3,Ada Admin,LV-AAAA-BBBB-CCCC,2034-12-06,https://app.logiscope.example/verify/LV-7K2M-9QXD-4TNB",
    );
  });
});
