import type { LoadVetted } from '@logiscope/proto';
import { verdictText } from '../compliance/carrier-sections';
import { day, instant, type DocumentModel } from '../compliance/document.model';
import { modelInStandardFont } from './vetting.pdf-text';

/** The PDF is written before the event decides which record it supersedes: the public record says that. */
type FrozenRecord = Omit<LoadVetted['data'], 'sha256' | 'signature' | 'publicKey' | 'supersedes'>;

const orNone = (text: string) => text || 'Not given';
const profileText = (profile: string) => (profile.startsWith('company:') ? `The company's own rules, revision ${profile.slice('company:'.length)}` : 'LogiScope default rules');

/**
 * The vetting record's PDF, before any layout: what the broker asked (the load), what LogiScope answered (the verdict
 * as it stood, every check with its data set and the date of that data, the rules it followed), who asked and when,
 * and how to verify it. Pure: the record is the only input, so the PDF says exactly what the event recorded, in the
 * characters its standard font has (vetting.pdf-text.ts: a lane typed "A → B" prints "A -> B").
 */
export function buildVettingDocument(r: FrozenRecord): DocumentModel {
  return modelInStandardFont(vettingDocument(r));
}

function vettingDocument(r: FrozenRecord): DocumentModel {
  const verdict = r.overrideReason ? `${verdictText(r.outcome)}. Review accepted by the company: ${r.overrideReason}` : `${verdictText(r.outcome)}.`;
  return {
    title: 'Load Vetting Record',
    subtitle: `${r.carrierName} (USDOT ${r.dotNumber}) for load ${r.loadReference}`,
    header: [
      ['Verification code', r.code],
      ['Vetted', instant(r.vettedAt)],
      ['Company', r.companyName],
      ['Requested by', r.requestedBy],
    ],
    sections: [
      {
        heading: 'The load',
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Load reference', r.loadReference],
              ['Pickup date', r.pickupDate ? day(r.pickupDate) : 'Not given'],
              ['Lane', orNone(r.lane)],
              ['Carrier', `${r.carrierName}, USDOT ${r.dotNumber}${r.mcNumber ? `, MC${r.mcNumber}` : ''}`],
            ],
          },
        ],
      },
      {
        heading: 'The verdict',
        blocks: [
          { kind: 'paragraph', text: verdict },
          { kind: 'fields', rows: [['Verdict rules', `${profileText(r.profile)} (${r.profile})`]] },
          {
            kind: 'table',
            columns: ['Check', 'Outcome', 'Finding', 'Data set', 'Data as of'],
            rows: r.checks.map((k) => [k.rule, k.outcome, k.message, k.source ? `${k.dataset} (${k.source})` : k.dataset, k.missing ? 'Not imported' : k.asOf ? day(k.asOf) : 'N/A']),
            empty: 'No check applies.',
          },
        ],
      },
      {
        heading: 'This record',
        blocks: [
          {
            kind: 'paragraph',
            text: 'LogiScope froze this verdict when the load was vetted and never changes the record. A later vetting of the same load is a new record; both are kept, and the page below shows which is current.',
          },
          {
            kind: 'fields',
            rows: [
              ['Kept until at least', day(r.retainUntil)],
              ['Verify at', r.verifyUrl],
            ],
          },
        ],
      },
    ],
    footer: `LogiScope load vetting record ${r.code}`,
  };
}
