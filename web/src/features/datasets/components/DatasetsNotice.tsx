import { Link } from 'react-router';
import { DatabaseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { staleDatasets } from '../datasets.rules';
import { useDatasets } from '../hooks/useDatasets';
import { StaleNotices } from './StaleNotices';

/** For the FMCSA lookup page's imports section (operators): the stale data sets' notices and the way to the Data sets screen. */
export function DatasetsNotice() {
  const { t } = useTranslation('datasets');
  const { data } = useDatasets();
  return (
    <>
      <StaleNotices datasets={staleDatasets(data)} />
      <p>
        <Link to={PATHS.datasets} data-testid="datasets-link">
          <DatabaseOutlined aria-hidden /> {t('link')}
        </Link>
      </p>
    </>
  );
}
