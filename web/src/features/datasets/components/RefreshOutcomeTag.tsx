import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetRefreshOutcome } from '@logiscope/proto/views';

const COLOR: Record<DatasetRefreshOutcome['mode'], string> = { daily: 'blue', baseline: 'purple', none: 'default' };

/** What a refresh did for a data set: its mode, or that it failed. */
export function RefreshOutcomeTag({ outcome }: { outcome: Pick<DatasetRefreshOutcome, 'mode' | 'error'> }) {
  const { t } = useTranslation('datasets');
  if (outcome.error) {
    return (
      <Tag color="red" data-testid="refresh-outcome" data-mode="failed">
        {t('mode.failed')}
      </Tag>
    );
  }
  return (
    <Tag color={COLOR[outcome.mode]} data-testid="refresh-outcome" data-mode={outcome.mode}>
      {t(`mode.${outcome.mode}`)}
    </Tag>
  );
}
