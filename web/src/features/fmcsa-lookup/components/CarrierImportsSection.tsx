import { Alert, Button, Card, Empty, Spin, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { DatasetsNotice } from '../../datasets/components/DatasetsNotice';
import { useCarrierImports } from '../hooks/useCarrierImports';
import { ImportRunsTable } from './ImportRunsTable';
import styles from './CarrierImports.module.css';

/** FMCSA data imports, for platform operators: what `npm run import` loaded or is loading, live. */
export function CarrierImportsSection() {
  const { t } = useTranslation('fmcsa');
  const formatDate = useDateFormat();
  const { data: runs, isLoading, isError, refetch } = useCarrierImports();
  const stalled = runs?.find((run) => run.status === 'stalled');

  let body;
  if (isLoading) body = <Spin />;
  else if (isError && !runs)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('imports.loadError')}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {t('imports.retry')}
          </Button>
        }
        data-testid="imports-error"
      />
    );
  else if (!runs?.length) body = <Empty description={t('imports.empty')} data-testid="imports-empty" />;
  else
    body = (
      <>
        {stalled ? (
          <Alert type="warning" showIcon title={t('imports.stalledNotice', { time: formatDate(stalled.updatedAt, true) })} style={{ marginBottom: 12 }} data-testid="imports-stalled" />
        ) : null}
        <ImportRunsTable runs={runs} />
      </>
    );

  return (
    <Card
      variant="outlined"
      className={styles.section}
      title={
        <span>
          <CloudUploadOutlined aria-hidden /> {t('imports.title')}
        </span>
      }
      data-testid="fmcsa-imports"
    >
      <Typography.Paragraph type="secondary">{t('imports.description')}</Typography.Paragraph>
      <DatasetsNotice />
      {body}
    </Card>
  );
}
