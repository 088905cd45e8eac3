import type { LookupSample } from '@logiscope/proto/views';
import { useListLookupSamplesQuery } from '../fmcsa.api';
import { FMCSA_SAMPLE_RECORDS, SAMPLE_DOT_NUMBERS, SAMPLE_MC_NUMBERS } from '../fmcsa-samples';

const builtIn = (kind: 'mc' | 'dot', number: string): LookupSample => ({
  number,
  companyName: FMCSA_SAMPLE_RECORDS.find((r) => (kind === 'mc' ? r.mcNumber : r.dotNumber) === number)?.companyName ?? '',
  standing: 'OTHER',
});

const VISITOR_SAMPLES = { mc: SAMPLE_MC_NUMBERS.map((n) => builtIn('mc', n)), dot: SAMPLE_DOT_NUMBERS.map((n) => builtIn('dot', n)) };

/**
 * The sample numbers the FMCSA Lookup offers: signed in, carriers the server holds (GET /api/fmcsa/samples), so each
 * one finds a record; visitors, the built-in sample records' numbers.
 */
export function useLookupSamples(live: boolean): { mc: LookupSample[]; dot: LookupSample[]; loading: boolean } {
  const { data, isLoading } = useListLookupSamplesQuery(undefined, { skip: !live });
  if (!live) return { ...VISITOR_SAMPLES, loading: false };
  return { mc: data?.mc ?? [], dot: data?.dot ?? [], loading: isLoading };
}
