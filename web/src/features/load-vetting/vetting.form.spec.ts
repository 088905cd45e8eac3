import { validateVetLoad } from './vetting.form';

const codes = (r: ReturnType<typeof validateVetLoad>) => Object.fromEntries(Object.entries(r.result.fieldErrors).map(([field, m]) => [field, typeof m === 'string' ? m : m?.code]));

describe('the "Vet for a load" form', () => {
  it('asks for the load reference, and checks the pickup date and lane with the server\'s rules', () => {
    expect(codes(validateVetLoad({ loadReference: '  ' }, 'PASS'))).toEqual({ loadReference: 'VETTING_LOAD_REFERENCE_REQUIRED' });
    expect(codes(validateVetLoad({ loadReference: 'PO-1', pickupDate: '2026-02-30' }, 'PASS'))).toEqual({ pickupDate: 'VETTING_PICKUP_DATE_INVALID' });
    expect(codes(validateVetLoad({ loadReference: 'PO-1', lane: 'x'.repeat(121) }, 'PASS'))).toEqual({ lane: 'VETTING_LANE_TOO_LONG' });
  });

  it('sends the load as typed (trimmed), with no reason unless a Review is accepted', () => {
    expect(validateVetLoad({ loadReference: ' PO-1 ', pickupDate: '2026-12-08', lane: 'Chicago → Dallas', overrideReason: 'left from before', acceptReview: true }, 'PASS').body).toEqual({
      loadReference: 'PO-1',
      pickupDate: '2026-12-08',
      lane: 'Chicago → Dallas',
      overrideReason: '',
    });
    expect(validateVetLoad({ loadReference: 'PO-1', overrideReason: 'Insurance confirmed by phone', acceptReview: false }, 'REVIEW').body?.overrideReason).toBe('');
  });

  it('takes a reason of 10 to 500 characters to accept a Review, and never offers one for a Fail', () => {
    expect(codes(validateVetLoad({ loadReference: 'PO-1', acceptReview: true, overrideReason: '' }, 'REVIEW'))).toEqual({ overrideReason: 'VETTING_OVERRIDE_REASON_INVALID' });
    expect(codes(validateVetLoad({ loadReference: 'PO-1', acceptReview: true, overrideReason: 'too short' }, 'REVIEW'))).toEqual({ overrideReason: 'VETTING_OVERRIDE_REASON_INVALID' });
    expect(validateVetLoad({ loadReference: 'PO-1', acceptReview: true, overrideReason: 'Insurance confirmed by phone' }, 'REVIEW').body?.overrideReason).toBe('Insurance confirmed by phone');
    expect(validateVetLoad({ loadReference: 'PO-1', acceptReview: true, overrideReason: 'Insurance confirmed by phone' }, 'FAIL').body?.overrideReason).toBe('');
  });
});
