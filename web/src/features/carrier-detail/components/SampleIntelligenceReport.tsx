import { Card, Progress, Tag, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SAMPLE_PROGRESS_MAX, sampleTier, type SampleScoreKey, type SampleScores } from '../sample-report';
import styles from './CarrierDetail.module.css';

const SCORE_KEYS: readonly SampleScoreKey[] = ['neural', 'risk', 'behavioral', 'trust'];
const TIER_COLOR = { quantumElite: 'purple', neuralVerified: 'blue', aiApproved: 'green', standard: 'default' } as const;

/** The sample intelligence report: random scores (neural 60-99, risk 10-39, behavioral 75-99, trust 80-99) and fixed text. */
export function SampleIntelligenceReport({ scores }: { scores: SampleScores }) {
  const { t } = useTranslation('carrierDetail');
  const tier = sampleTier(scores.neural);

  return (
    <Card
      variant="outlined"
      title={
        <span>
          <ThunderboltOutlined aria-hidden /> {t('sample.reportTitle')}
        </span>
      }
      extra={
        <Tag color={TIER_COLOR[tier]} data-testid="sample-tier">
          {t(`sample.tiers.${tier}`)}
        </Tag>
      }
      data-testid="sample-report"
    >
      <div className={styles.sampleScores}>
        {SCORE_KEYS.map((key) => (
          <div key={key} className={styles.sampleScore} data-testid={`sample-score-${key}`}>
            <div className={styles.sampleScoreHead}>
              <strong>{t(`sample.scores.${key}`)}</strong>
              <span>{t('sample.outOf', { score: scores[key], max: SAMPLE_PROGRESS_MAX })}</span>
            </div>
            <Progress percent={(scores[key] / SAMPLE_PROGRESS_MAX) * 100} showInfo={false} strokeColor={key === 'risk' ? '#f59e0b' : '#1d4ed8'} aria-label={t(`sample.scores.${key}`)} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`sample.scoreHints.${key}`)}
            </Typography.Text>
          </div>
        ))}
      </div>
      <div className={styles.sampleText}>
        <Typography.Title level={5}>{t('sample.summaryTitle')}</Typography.Title>
        <Typography.Paragraph>{t('sample.summary')}</Typography.Paragraph>
        <ul>
          <li>{t('sample.points.safety')}</li>
          <li>{t('sample.points.network')}</li>
          <li>{t('sample.points.accuracy')}</li>
        </ul>
      </div>
    </Card>
  );
}
