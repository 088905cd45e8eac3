import { Card, Empty, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Verdict, VerdictCheck } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { Explanation } from '../../../shared/ui/Explanation';
import { TONE_TAG_COLOR } from '../carrier.rules';
import { checkDataState, orderChecks, OUTCOME_TONE, profileRevision } from '../verdict.rules';
import { VerdictBadge } from './VerdictBadge';
import styles from './VerdictChecks.module.css';

/**
 * One check: its outcome, the rule, what it found, the data it read ("Data: Motus Carrier · as of Oct 8, 2025"; the
 * kind of data when no one data set dates it) and how old that data is, marked when older than the company's
 * freshness limit (the check then asks for review), or that it is missing.
 */
function CheckRow({ check }: { check: VerdictCheck }) {
  const { t } = useTranslation('verdict');
  const formatDate = useDateFormat();
  const dataset = t(`datasets.${check.dataset}`, { defaultValue: check.dataset });
  const state = checkDataState(check);
  return (
    <li className={styles.check} data-testid="verdict-check" data-rule={check.rule} data-outcome={check.outcome} data-missing={check.missing} data-stale={check.stale === true}>
      <Tag color={TONE_TAG_COLOR[OUTCOME_TONE[check.outcome]]} className={styles.outcome}>
        {t(`outcome.${check.outcome}`)}
      </Tag>
      <div className={styles.body}>
        <Typography.Text strong>{t(`rules.${check.rule}`, { defaultValue: check.rule })}</Typography.Text>
        <p className={styles.message} data-testid="verdict-check-message">
          <Explanation explanation={check} fallback={check.message} />
        </p>
        {state === 'missing' ? (
          <p className={styles.missing} data-testid="verdict-check-missing">
            {t('check.missing', { dataset })}
          </p>
        ) : (
          <p className={styles.meta} data-testid="verdict-check-data">
            {t('check.dataset', { dataset: check.source || dataset })} · {state === 'dated' ? t('check.asOf', { date: formatDate(check.asOf) }) : t('check.undated')}
            {check.stale ? (
              <Tooltip title={t('check.staleHint')}>
                <Tag color="orange" className={styles.stale} data-testid="verdict-check-stale">
                  {t('check.stale')}
                </Tag>
              </Tooltip>
            ) : null}
          </p>
        )}
      </div>
    </li>
  );
}

/** The carrier detail's Verdict section: the outcome, the profile it was judged under, and every check behind it. */
export function VerdictChecks({ verdict }: { verdict: Verdict | null | undefined }) {
  const { t } = useTranslation('verdict');
  if (!verdict) return null;
  const revision = profileRevision(verdict.profile);
  const checks = orderChecks(verdict.checks);
  return (
    <Card
      variant="outlined"
      title={
        <span className={styles.title}>
          {t('section.title')} <VerdictBadge verdict={verdict} testId="verdict-section-badge" />
        </span>
      }
      data-testid="verdict-section"
    >
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {t(`outcomeHint.${verdict.outcome}`)} {revision === null ? t('section.profileDefault') : t('section.profileCompany', { revision })}
      </Typography.Paragraph>
      {checks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('section.noChecks')} />
      ) : (
        <ul className={styles.list}>
          {checks.map((check) => (
            <CheckRow key={check.rule} check={check} />
          ))}
        </ul>
      )}
    </Card>
  );
}
