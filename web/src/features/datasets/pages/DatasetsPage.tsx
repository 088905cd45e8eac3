import { Alert, Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/useSession';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { DatasetsTable } from '../components/DatasetsTable';
import { RefreshCard } from '../components/RefreshCard';
import { StaleNotices } from '../components/StaleNotices';
import { staleDatasets } from '../datasets.rules';
import { useDatasets } from '../hooks/useDatasets';

/**
 * /datasets, for platform operators (the server refuses anyone else too): every FMCSA data set with its date and
 * freshness, a notice per stale one, and the daily refresh with "Refresh now". Files go in through the CLI, not here.
 */
export function DatasetsPage() {
  const { t } = useTranslation('datasets');
  const { user } = useSession();
  const operator = user?.isOperator === true;
  const { data, isLoading, isError, refetch } = useDatasets({ skip: !operator });
  if (!operator) {
    return (
      <div className="page-container">
        <Result status="403" title={t('denied.title')} subTitle={t('denied.description')} />
      </div>
    );
  }

  let body;
  if (isLoading) body = <Spin />;
  else if (isError && !data)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('loadError')}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
        data-testid="datasets-error"
      />
    );
  else if (data)
    body = (
      <>
        <RefreshCard refresh={data.refresh} />
        <StaleNotices datasets={staleDatasets(data)} />
        <DatasetsTable datasets={data.datasets} />
      </>
    );

  return (
    <ScreenPage title={t('title')} description={t('description')}>
      {body}
    </ScreenPage>
  );
}
