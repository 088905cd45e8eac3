import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import type { ImportRun } from '../fmcsa-imports.types';
import styles from './CarrierImports.module.css';

/** The first rows an import skipped: file:line and why. */
export function ImportErrorSamples({ run }: { run: ImportRun }) {
  const { t } = useTranslation('fmcsa');
  const formatNumber = useNumberFormat();
  return (
    <div className={styles.samples} data-testid="import-error-samples">
      <Typography.Text strong>{t('imports.errors.title', { shown: formatNumber(run.errorSamples.length), total: formatNumber(run.rowErrors) })}</Typography.Text>
      <ul>
        {run.errorSamples.map((sample) => (
          <li key={`${sample.file}:${sample.line}:${sample.reason}`} data-testid="import-error-sample">
            <code>
              {sample.file}:{sample.line}
            </code>{' '}
            {sample.reason}
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary">{t('imports.errors.more')}</Typography.Text>
    </div>
  );
}
