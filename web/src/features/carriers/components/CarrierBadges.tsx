import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  TONE_TAG_COLOR,
  basicScoreTone,
  parseBasicScore,
  safetyRatingLabel,
  safetyRatingTone,
  severityTone,
  statusLabel,
  statusTone,
  type Tone,
} from '../carrier.rules';
import { formatMcNumber } from '../carrier.format';

const keyOf = (label: string) => label.replace(/\s+/g, '_');

function ToneTag({ tone, children, testId, title }: { tone: Tone; children: ReactNode; testId?: string; title?: string }) {
  const tag = (
    <Tag color={TONE_TAG_COLOR[tone]} data-testid={testId} data-tone={tone} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      {children}
    </Tag>
  );
  return title ? <Tooltip title={title}>{tag}</Tooltip> : tag;
}

/** Authority or insurance status: ACTIVE/VALID green, EXPIRED/EXPIRES SOON yellow, INACTIVE/REVOKED red, others grey. */
export function StatusBadge({ status, testId }: { status: string | null | undefined; testId?: string }) {
  const { t } = useTranslation('carriers');
  // i18n-keys: carriers:status.*
  const label = statusLabel(status);
  return (
    <ToneTag tone={statusTone(status)} testId={testId}>
      {t(`status.${keyOf(label)}`, { defaultValue: label })}
    </ToneTag>
  );
}

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
