import {
  basicScoreTone,
  parseBasicScore,
  riskScoreTone,
  safetyRatingLabel,
  safetyRatingTone,
  severityTone,
  statusLabel,
  statusTone,
} from './carrier.rules';

describe('statusTone (authority and insurance)', () => {
  it('should colour ACTIVE and VALID green', () => {
    expect(statusTone('ACTIVE')).toBe('green');
    expect(statusTone('VALID')).toBe('green');
    expect(statusTone(' active ')).toBe('green');
  });

  it('should colour EXPIRED and EXPIRES SOON yellow', () => {
    expect(statusTone('EXPIRED')).toBe('yellow');
    expect(statusTone('EXPIRES SOON')).toBe('yellow');
    expect(statusTone('EXPIRES_SOON')).toBe('yellow');
  });

  it('should colour INACTIVE and REVOKED red', () => {
    expect(statusTone('INACTIVE')).toBe('red');
    expect(statusTone('REVOKED')).toBe('red');
  });

  it('should colour anything else grey', () => {
    for (const other of ['PENDING', 'NONE', '', undefined, null, 'SUSPENDED']) expect(statusTone(other)).toBe('grey');
  });

  it('should label a missing status UNKNOWN', () => {
    expect(statusLabel('')).toBe('UNKNOWN');
    expect(statusLabel('expires_soon')).toBe('EXPIRES SOON');
  });
});

describe('safety rating', () => {
  it('should colour SATISFACTORY green, CONDITIONAL yellow, UNSATISFACTORY red', () => {
    expect(safetyRatingTone('SATISFACTORY')).toBe('green');
    expect(safetyRatingTone('CONDITIONAL')).toBe('yellow');
    expect(safetyRatingTone('UNSATISFACTORY')).toBe('red');
  });

  it('should show a missing rating as NOT RATED (grey)', () => {
    expect(safetyRatingLabel('')).toBe('NOT RATED');
    expect(safetyRatingLabel(undefined)).toBe('NOT RATED');
    expect(safetyRatingTone('')).toBe('grey');
  });

  it("should read FMCSA's one-letter codes", () => {
    expect(safetyRatingLabel('S')).toBe('SATISFACTORY');
    expect(safetyRatingTone('u')).toBe('red');
  });
});

describe('BASIC score', () => {
  it('should be green under 50, yellow under 75, red otherwise', () => {
    expect(basicScoreTone('0')).toBe('green');
    expect(basicScoreTone('49.9')).toBe('green');
    expect(basicScoreTone('50')).toBe('yellow');
    expect(basicScoreTone('74.99')).toBe('yellow');
    expect(basicScoreTone('75')).toBe('red');
    expect(basicScoreTone('100')).toBe('red');
    expect(basicScoreTone(62)).toBe('yellow');
  });

  it('should be grey without a score', () => {
    expect(basicScoreTone('')).toBe('grey');
    expect(basicScoreTone(undefined)).toBe('grey');
    expect(basicScoreTone('n/a')).toBe('grey');
    expect(parseBasicScore('57%')).toBe(57);
    expect(parseBasicScore('  ')).toBeNull();
  });
});

describe('risk score and severity', () => {
  it('should colour risk: 80+ red, 50+ orange, 25+ yellow, else green; none grey', () => {
    expect(riskScoreTone(80)).toBe('red');
    expect(riskScoreTone(79)).toBe('orange');
    expect(riskScoreTone(50)).toBe('orange');
    expect(riskScoreTone(49)).toBe('yellow');
    expect(riskScoreTone(25)).toBe('yellow');
    expect(riskScoreTone(24)).toBe('green');
    expect(riskScoreTone(null)).toBe('grey');
  });

  it('should colour severity LOW green, MEDIUM yellow, HIGH orange, CRITICAL red', () => {
    expect(severityTone('LOW')).toBe('green');
    expect(severityTone('MEDIUM')).toBe('yellow');
    expect(severityTone('HIGH')).toBe('orange');
    expect(severityTone('CRITICAL')).toBe('red');
    expect(severityTone('')).toBe('grey');
  });
});
