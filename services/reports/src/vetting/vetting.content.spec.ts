import { CARRIER_VIEW_EXAMPLE } from '@logiscope/proto/views';
import type { DocumentBlock } from '../compliance/document.model';
import { buildVettingDocument } from './vetting.content';
import { vettedData } from './vetting.testing';

const { supersedes: _supersedes, sha256: _sha256, signature: _signature, publicKey: _publicKey, ...record } = vettedData();
const blocks = (heading: string) => buildVettingDocument(record).sections.find((s) => s.heading === heading)!.blocks;
const rowsOf = (block: DocumentBlock | undefined) => (block && (block.kind === 'fields' || block.kind === 'table') ? block.rows : []);

describe('the vetting record PDF', () => {
  it('names the carrier, the load, the code, who asked and when', () => {
    const doc = buildVettingDocument(record);
    expect(doc.subtitle).toBe('VERIHA TRUCKING INC (USDOT 158121) for load PO-48213');
    expect(doc.header).toEqual([
      ['Verification code', 'LV-7K2M-9QXD-4TNB'],
      ['Vetted', 'Dec 6, 2026 17:00 UTC'],
      ['Company', 'Northstar Brokerage LLC'],
      ['Requested by', 'Ada Admin'],
    ]);
    expect(rowsOf(blocks('The load')[0])).toEqual([
      ['Load reference', 'PO-48213'],
      ['Pickup date', 'Dec 8, 2026'],
      ['Lane', 'Chicago, IL -> Dallas, TX'],
      ['Carrier', 'VERIHA TRUCKING INC, USDOT 158121, MC245009'],
    ]);
  });

  it('prints the verdict, the accepted Review\'s reason, the rules followed and every check with its data set and date', () => {
    const verdict = blocks('The verdict');
    expect(verdict[0]).toEqual({ kind: 'paragraph', text: 'REVIEW: check before tendering. Review accepted by the company: Insurance confirmed with the agent by phone' });
    expect(rowsOf(verdict[1])).toEqual([['Verdict rules', "The company's own rules, revision 3 (company:3)"]]);
    const checks = rowsOf(verdict[2]);
    expect(checks).toHaveLength(CARRIER_VIEW_EXAMPLE.verdict.checks.length);
    expect(checks[0]).toEqual(['operating-authority', 'PASS', 'Active for-hire authority on MC245009.', 'authority (Motus Carrier)', 'Oct 8, 2025']);
    expect(rowsOf(blocks('This record')[1])).toEqual([
      ['Kept until at least', 'Dec 6, 2034'],
      ['Verify at', 'https://app.logiscope.example/verify/LV-7K2M-9QXD-4TNB'],
    ]);
  });

  it('says when nothing was given for the load and the default rules were followed', () => {
    const doc = buildVettingDocument({ ...record, pickupDate: '', lane: '', overrideReason: '', outcome: 'PASS', profile: 'default' });
    const load = rowsOf(doc.sections[0].blocks[0]);
    expect(load[1]).toEqual(['Pickup date', 'Not given']);
    expect(load[2]).toEqual(['Lane', 'Not given']);
    expect(doc.sections[1].blocks[0]).toEqual({ kind: 'paragraph', text: 'PASS: may be tendered loads.' });
    expect(rowsOf(doc.sections[1].blocks[1])).toEqual([['Verdict rules', 'LogiScope default rules (default)']]);
  });
});
