import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { basicScoreTone, parseBasicScore, safetyRatingLabel, safetyRatingTone, severityTone, statusLabel } from '../carrier.rules';
import { formatMcNumber } from '../carrier.format';
import { ToneTag } from './ToneTag';

const keyOf = (label: string) => label.replace(/\s+/g, '_');

/** SATISFACTORY green, CONDITIONAL yellow, UNSATISFACTORY red, missing NOT RATED. */
export function SafetyRatingBadge({ rating, testId }: { rating: string | null | undefined; testId?: string }) {
  const { t } = useTranslation('carriers');
  // i18n-keys: carriers:safety.*
  const label = safetyRatingLabel(rating);
  return (
    <ToneTag tone={safetyRatingTone(rating)} testId={testId}>
      {t(`safety.${keyOf(label)}`, { defaultValue: label })}
    </ToneTag>
  );
}

/** BASIC score percent: under 50 green, under 75 yellow, otherwise red. */
export function BasicScoreBadge({ score, testId }: { score: string | null | undefined; testId?: string }) {
  const { t } = useTranslation('carriers');
  const value = parseBasicScore(score);
  return (
    <ToneTag tone={basicScoreTone(score)} testId={testId}>
      {value === null ? t('basic.none') : t('basic.value', { score: value })}
    </ToneTag>
  );
}

export function SeverityBadge({ severity }: { severity: string | null | undefined }) {
  const { t } = useTranslation('carriers');
  // i18n-keys: carriers:severity.*
  const label = statusLabel(severity);
  return <ToneTag tone={severityTone(severity)}>{t(`severity.${keyOf(label)}`, { defaultValue: label })}</ToneTag>;
}

/** MC-123456 and DOT 44110 as badges (MC only when the carrier has one). */
export function CarrierNumberBadges({ mcNumber, dotNumber }: { mcNumber: string | null | undefined; dotNumber: string | null | undefined }) {
  const { t } = useTranslation('carriers');
  const mc = formatMcNumber(mcNumber);
  return (
    <span style={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
      {mc ? (
        <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="mc-badge">
          {mc}
        </Tag>
      ) : null}
      {dotNumber ? (
        <Tag color="geekblue" style={{ marginInlineEnd: 0 }} data-testid="dot-badge">
          {t('badge.dot', { number: dotNumber })}
        </Tag>
      ) : null}
    </span>
  );
}
