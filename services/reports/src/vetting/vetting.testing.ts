import type { LoadVetted } from '@logiscope/proto';
import { VETTING_VIEW_EXAMPLE } from '@logiscope/proto/views';

/** For specs: a LoadVetted's data made from the views' example record (company c1, user u1), with `overrides`. */
export function vettedData(overrides: Partial<LoadVetted['data']> = {}): LoadVetted['data'] {
  const { overridden: _overridden, supersededBy: _supersededBy, ...view } = VETTING_VIEW_EXAMPLE;
  return { ...view, companyId: 'c1', userId: 'u1', apiKeyId: '', loadKey: 'PO-48213', signature: 'sig', publicKey: 'key', ...overrides };
}
