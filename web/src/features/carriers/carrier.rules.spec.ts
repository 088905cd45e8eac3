import {
  AUTHORITY_STATUSES,
  INSURANCE_STATUSES,
  authorityStatusOf,
  authorityStatusTone,
  basicScoreTone,
  insuranceStatusOf,
  insuranceStatusTone,
  parseBasicScore,
  riskScoreTone,
  safetyRatingLabel,
  safetyRatingTone,
  severityTone,
  statusLabel,
} from './carrier.rules';
import { resources } from '../../i18n/resources';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';

describe('motor-carrier authority status', () => {
  it('should colour ACTIVE green and PENDING yellow', () => {
    expect(authorityStatusTone('ACTIVE')).toBe('green');
    expect(authorityStatusTone(' active ')).toBe('green');
    expect(authorityStatusTone('PENDING')).toBe('yellow');
  });

  it('should colour every status that may not haul red: INACTIVE, REVOKED, WITHDRAWN and NONE', () => {
    for (const status of ['INACTIVE', 'REVOKED', 'WITHDRAWN', 'NONE']) expect(authorityStatusTone(status)).toBe('red');
  });

  it('should read UNKNOWN, blank and unknown values as UNKNOWN (grey), never as NONE', () => {
    for (const status of ['UNKNOWN', '', undefined, null, 'SUSPENDED']) {
      expect(authorityStatusOf(status)).toBe('UNKNOWN');
      expect(authorityStatusTone(status)).toBe('grey');
    }
  });
});

describe('BI&PD liability status', () => {
  it('should colour ACTIVE and VALID green, EXPIRED and EXPIRES SOON yellow', () => {
    expect(insuranceStatusTone('ACTIVE')).toBe('green');
    expect(insuranceStatusTone('VALID')).toBe('green');
    expect(insuranceStatusTone('EXPIRED')).toBe('yellow');
    expect(insuranceStatusTone('EXPIRES SOON')).toBe('yellow');
    expect(insuranceStatusOf('EXPIRES SOON')).toBe('EXPIRES_SOON');
    expect(insuranceStatusOf('expires_soon')).toBe('EXPIRES_SOON');
  });

  it('should colour INACTIVE, REVOKED and NONE red, UNKNOWN and blank grey', () => {
    for (const status of ['INACTIVE', 'REVOKED', 'NONE']) expect(insuranceStatusTone(status)).toBe('red');
    for (const status of ['UNKNOWN', '', undefined]) {
      expect(insuranceStatusOf(status)).toBe('UNKNOWN');
      expect(insuranceStatusTone(status)).toBe('grey');
    }
  });

  it.each(SUPPORTED_LANGUAGES)('should word every authority and insurance status in %s (no raw code, no blank)', (language) => {
    const { carriers } = resources[language];
    expect(Object.keys(carriers.authorityStatus).sort()).toEqual([...AUTHORITY_STATUSES, 'NONE_RECORD'].sort());
    expect(Object.keys(carriers.insuranceStatus).sort()).toEqual([...INSURANCE_STATUSES].sort());
  });

  it('should say Unknown, None and No motor-carrier authority in English', () => {
    const { carriers } = resources.en;
    expect([carriers.authorityStatus.UNKNOWN, carriers.authorityStatus.NONE, carriers.insuranceStatus.UNKNOWN, carriers.insuranceStatus.NONE]).toEqual([
      'Unknown',
      'No motor-carrier authority',
      'Unknown',
      'None',
    ]);
  });

  it('should label a missing alert severity UNKNOWN', () => {
    expect(statusLabel('')).toBe('UNKNOWN');
    expect(statusLabel('high')).toBe('HIGH');
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
