import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DatasetStatus } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { RefreshOutcomeTag } from './RefreshOutcomeTag';
import styles from './Datasets.module.css';

const IMPORT_COLOR = { running: 'processing', completed: 'success', failed: 'error' } as const;

/**
 * One row per data set: what it is and where the portal publishes it; its latest complete file (date and rows, its name
 * on hover); how far it is held completely, stale or not; the last import that read it and what the last refresh did.
 */
export function DatasetsTable({ datasets }: { datasets: readonly DatasetStatus[] }) {
  const { t } = useTranslation('datasets');
  const formatDate = useDateFormat();
  const formatNumber = useNumberFormat();
  const none = <span className={styles.note}>—</span>;

  const columns: ColumnsType<DatasetStatus> = [
    {
      key: 'dataset',
      title: t('columns.dataset'),
      render: (_, d) => (
        <div className={styles.stack}>
          <Typography.Text strong>{d.title}</Typography.Text>
          <span className={styles.note}>
            {d.kind} · {t(`family.${d.family}`)}
          </span>
        </div>
      ),
    },
    {
      key: 'portal',
      title: t('columns.portal'),
      render: (_, d) =>
        d.baselineId || d.dailyId ? (
          <div className={`${styles.stack} ${styles.ids}`}>
            {d.baselineId ? <span title={t('portal.baseline')}>{d.baselineId}</span> : null}
            {d.dailyId ? <span title={t('portal.daily')}>{t('portal.dailyShort', { id: d.dailyId })}</span> : null}
          </div>
        ) : (
          none
        ),
    },
    {
      key: 'file',
      title: t('columns.latestFile'),
      render: (_, d) =>
        d.fileName ? (
          <div className={styles.stack} title={d.fileName}>
            <span data-testid="dataset-file-date">{d.fileDate ? formatDate(d.fileDate) : t('undated')}</span>
            <span className={styles.note}>
              <span data-testid="dataset-rows">{t('rows', { count: d.rows, rows: formatNumber(d.rows) })}</span>
            </span>
          </div>
        ) : (
          none
        ),
    },
    {
      key: 'completeThrough',
      title: t('columns.completeThrough'),
      render: (_, d) => (
        <div className={styles.stack}>
          <span data-testid="dataset-complete-through">{d.completeThrough ? formatDate(d.completeThrough) : t('never')}</span>
          {d.stale ? (
            <span>
              <Tag color="warning" data-testid="dataset-stale">
                {t('stale.tag')}
              </Tag>
            </span>
          ) : null}
          {d.staleAfterDays !== null ? <span className={styles.note}>{t('staleAfter', { count: d.staleAfterDays })}</span> : null}
        </div>
      ),
    },
    {
      key: 'lastImport',
      title: t('columns.lastImport'),
      render: (_, d) =>
        d.lastImport ? (
          <div className={styles.stack}>
            <span>
              <Tag color={IMPORT_COLOR[d.lastImport.status]} data-testid="dataset-import-status">
                {t(`import.${d.lastImport.status}`)}
              </Tag>
            </span>
            <span className={styles.note}>{formatDate(d.lastImport.at, true)}</span>
            {d.lastImport.error ? <span className={styles.error}>{d.lastImport.error}</span> : null}
          </div>
        ) : (
          none
        ),
    },
    {
      key: 'lastRefresh',
      title: t('columns.lastRefresh'),
      render: (_, d) =>
        d.lastRefresh ? (
          <div className={styles.stack} title={d.lastRefresh.note} data-testid="dataset-refresh">
            <span>
              <RefreshOutcomeTag outcome={d.lastRefresh} />
            </span>
            {d.lastRefresh.publishedDay ? <span className={styles.note}>{t('published', { date: formatDate(d.lastRefresh.publishedDay) })}</span> : null}
            {d.lastRefresh.rows ? <span className={styles.note}>{t('rowsPulled', { count: d.lastRefresh.rows, rows: formatNumber(d.lastRefresh.rows) })}</span> : null}
            {d.lastRefresh.error ? (
              <span className={styles.error} data-testid="dataset-refresh-error">
                {d.lastRefresh.error}
              </span>
            ) : null}
          </div>
        ) : (
          none
        ),
    },
  ];

  return (
    <Table<DatasetStatus>
      rowKey="kind"
      columns={columns}
      dataSource={[...datasets]}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      data-testid="datasets-table"
    />
  );
}
