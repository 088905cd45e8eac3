import { Tag, Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Verdict, VerdictOutcome } from '@logiscope/proto/views';
import { TONE_TAG_COLOR } from '../carrier.rules';
import { OUTCOME_TONE, verdictOutcome } from '../verdict.rules';

const ICON: Record<VerdictOutcome, React.ReactNode> = {
  PASS: <CheckCircleFilled aria-hidden />,
  REVIEW: <ExclamationCircleFilled aria-hidden />,
  FAIL: <CloseCircleFilled aria-hidden />,
};

/** The verdict at a glance: Pass (green), Review (amber), Fail (red), with what it means on hover. Nothing without a verdict. */
export function VerdictBadge({ verdict, testId = 'verdict-badge' }: { verdict: Pick<Verdict, 'outcome'> | null | undefined; testId?: string }) {
  const { t } = useTranslation('verdict');
  const outcome = verdictOutcome({ verdict });
  if (!outcome) return null;
  return (
    <Tooltip title={t(`outcomeHint.${outcome}`)}>
      <Tag
        color={TONE_TAG_COLOR[OUTCOME_TONE[outcome]]}
        icon={ICON[outcome]}
        data-testid={testId}
        data-outcome={outcome}
        aria-label={`${t('label')}: ${t(`outcome.${outcome}`)}`}
        style={{ marginInlineEnd: 0, fontWeight: 600 }}
      >
        {t(`outcome.${outcome}`)}
      </Tag>
    </Tooltip>
  );
}
