import { assessmentId } from './login-risk.service';

describe('assessmentId', () => {
  const attempt = '0190f1c2-7a00-7000-8000-000000000001';

  it('gives an attempt the same version 5 UUID (RFC 9562) every time, in every process and release', () => {
    // Pinned: a redelivered attempt after a restart or a deploy must republish the id consumers already saw.
    expect(assessmentId(attempt)).toBe('3bef2a6e-5529-5ffc-9dec-2f2b92c22252');
    expect(assessmentId(attempt)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives different attempts different ids, none the attempt id itself', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => assessmentId(`attempt-${i}`));
    expect(new Set(ids).size).toBe(1000);
    expect(assessmentId(attempt)).not.toBe(attempt);
  });
});
