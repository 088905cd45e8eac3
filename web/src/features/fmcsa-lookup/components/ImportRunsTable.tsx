import { Progress, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { formatDuration, progressStatus } from '../fmcsa-imports.rules';
import type { ImportRun } from '../fmcsa-imports.types';
import { ImportErrorSamples } from './ImportErrorSamples';
import { ImportStatusTag } from './ImportStatusTag';
import styles from './CarrierImports.module.css';

/**
 * One row per import: status and files (the one being read in bold); progress with the time left; rows read and their pace;
 * new, changed and unchanged carriers; skipped rows (expandable to their file:line and reason); start and finish.
 */
export function ImportRunsTable({ runs }: { runs: readonly ImportRun[] }) {
  const { t } = useTranslation('fmcsa');
  const formatNumber = useNumberFormat();
  const formatDate = useDateFormat();
  const count = (testId: string) => (value: number) => <span data-testid={testId}>{formatNumber(value)}</span>;

  const columns: ColumnsType<ImportRun> = [
    {
      key: 'import',
      title: `${t('imports.columns.status')} / ${t('imports.columns.files')}`,
      render: (_, run) => (
        <div className={styles.stack}>
          <span>
            <ImportStatusTag status={run.status} />
            {run.initialLoad ? <Tag>{t('imports.initialLoad')}</Tag> : null}
          </span>
          <ul className={styles.files} data-testid="import-files">
            {run.files.map((file) =>
              file.name === run.currentFile ? (
                <li key={file.name} className={styles.current} aria-current="true" title={t('imports.reading', { file: file.name })} data-testid="import-current-file">
                  {file.name}
                </li>
              ) : (
                <li key={file.name}>{file.name}</li>
              ),
            )}
          </ul>
        </div>
      ),
    },
    {
      key: 'progress',
      title: t('imports.columns.progress'),
      render: (_, run) => (
        <div className={styles.progress}>
          <Progress
            percent={run.percent}
            size="small"
            status={progressStatus(run.status)}
            format={() => `${formatNumber(run.percent, { maximumFractionDigits: 1 })} %`}
            aria-label={t('imports.columns.progress')}
            data-testid="import-progress"
            data-percent={run.percent}
          />
          {run.status === 'running' && !run.currentFile ? <span className={styles.note}>{t('imports.finishing')}</span> : null}
          {run.status === 'running' && run.currentFile ? (
            <span className={styles.note}>
              {t('imports.columns.eta')}: <span data-testid="import-eta">{formatDuration(run.etaSeconds) || '—'}</span>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'rowsRead',
      title: t('imports.columns.rowsRead'),
      align: 'right',
      render: (_, run) => (
        <div className={styles.stack}>
          <span data-testid="import-rows-read">{formatNumber(run.rowsRead)}</span>
          <span className={styles.note}>
            <span data-testid="import-rows-per-second">{formatNumber(run.rowsPerSecond)}</span> {t('imports.columns.rowsPerSecond')}
          </span>
        </div>
      ),
    },
    { key: 'created', title: t('imports.columns.created'), align: 'right', dataIndex: 'created', render: count('import-created') },
    { key: 'changed', title: t('imports.columns.changed'), align: 'right', dataIndex: 'changed', render: count('import-changed') },
    { key: 'unchanged', title: t('imports.columns.unchanged'), align: 'right', dataIndex: 'unchanged', render: count('import-unchanged') },
    {
      key: 'rowErrors',
      title: t('imports.columns.rowErrors'),
      align: 'right',
      dataIndex: 'rowErrors',
      render: (value: number) => (
        <Typography.Text type={value > 0 ? 'danger' : undefined} data-testid="import-row-errors">
          {formatNumber(value)}
        </Typography.Text>
      ),
    },
    {
      key: 'times',
      title: `${t('imports.columns.started')} / ${t('imports.columns.finished')}`,
      render: (_, run) => (
        <div className={`${styles.stack} ${styles.times}`}>
          <span data-testid="import-started">{formatDate(run.startedAt, true)}</span>
          <span data-testid="import-finished">{formatDate(run.finishedAt, true) || '—'}</span>
        </div>
      ),
    },
  ];

  return (
    <Table<ImportRun>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={[...runs]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowRender: (run) => <ImportErrorSamples run={run} />,
        rowExpandable: (run) => run.errorSamples.length > 0,
      }}
      data-testid="imports-table"
    />
  );
}
