import { useMemo, useState } from 'react';
import { Badge, Button, Card, Empty, Pagination, Result, Spin, Tooltip } from 'antd';
import { DownloadOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HomeSearch } from '../hooks/useHomeSearch';
import { RESULTS_PAGE_SIZE, resultRange } from '../home-search.rules';
import { activeFilterCount, filterCarriers, type ResultFilters } from '../results-filter';
import { EXPORT_MAX_CARRIERS } from '../search-export';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { CarrierResultCard } from './CarrierResultCard';
import { ResultsFilterBar } from './ResultsFilterBar';
import styles from './CarrierSearch.module.css';

/**
 * The results panel: Export (CSV of every result of the search, through the filters; at most EXPORT_MAX_CARRIERS,
 * said beside the button) and Filter (narrow the results on screen by state, authority and safety rating),
 * 'Showing 1-{n} of {total} results', the result cards and pagination.
 */
export function HomeResultsPanel({ search, onExport, exporting }: { search: HomeSearch; onExport: (filters: ResultFilters) => void; exporting: boolean }) {
  const { t } = useTranslation('search');
  const format = useNumberFormat();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<ResultFilters>({});
  const carriers = useMemo(() => search.result?.carriers ?? [], [search.result]);
  const shown = useMemo(() => filterCarriers(carriers, filters), [carriers, filters]);
  const filterCount = activeFilterCount(filters);
  const range = resultRange(search.page, search.result?.pageSize ?? RESULTS_PAGE_SIZE, carriers.length, search.result?.total ?? 0);
  const total = search.result?.total ?? 0;
  const capped = total > EXPORT_MAX_CARRIERS;
  const exportHint = capped ? t('results.exportCapped', { max: format(EXPORT_MAX_CARRIERS), total: format(total) }) : t('results.exportAll', { total: format(total) });

  const body = () => {
    if (search.status === 'searching' && !search.result) {
      return (
        <div className={styles.panelState}>
          <Spin description={t('card.searching')} />
        </div>
      );
    }
    if (search.status === 'failed') {
      return <Result status="warning" title={t('toasts.searchFailed')} subTitle={t('toasts.searchFailedText')} />;
    }
    if (!search.result) {
      return (
        <div className={styles.panelState} data-testid="results-initial">
          <SearchOutlined className={styles.panelIcon} aria-hidden />
          <p>{t('results.initial')}</p>
        </div>
      );
    }
    if (carriers.length === 0) {
      return <Empty description={t('results.empty')} data-testid="results-empty" />;
    }
    return (
      <Spin spinning={search.status === 'searching'}>
        <p className={styles.showing} data-testid="results-showing">
          {t('results.showing', { ...range })}
          {filterCount > 0 ? <span className={styles.filteredNote}> · {t('results.filtered', { shown: shown.length, count: carriers.length })}</span> : null}
          {capped ? (
            <span className={styles.filteredNote} data-testid="export-cap-note">
              {' '}
              · {exportHint}
            </span>
          ) : null}
        </p>
        {shown.length === 0 ? (
          <Empty description={t('results.noFilterMatch')}>
            <Button onClick={() => setFilters({})}>{t('results.clearFilters')}</Button>
          </Empty>
        ) : (
          <div className={styles.resultList}>
            {shown.map((carrier) => (
              <CarrierResultCard key={carrier.id} carrier={carrier} />
            ))}
          </div>
        )}
        {(search.result?.total ?? 0) > (search.result?.pageSize ?? RESULTS_PAGE_SIZE) ? (
          <Pagination
            className={styles.pagination}
            current={search.page}
            pageSize={search.result?.pageSize ?? RESULTS_PAGE_SIZE}
            total={search.result?.total ?? 0}
            showSizeChanger={false}
            onChange={(page) => search.goToPage(page)}
          />
        ) : null}
      </Spin>
    );
  };

  return (
    <Card
      title={t('results.title')}
      variant="outlined"
      className={styles.resultsPanel}
      extra={
        <div className={styles.panelActions}>
          <Badge count={filterCount} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} disabled={carriers.length === 0}>
              {t('results.filter')}
            </Button>
          </Badge>
          <Tooltip title={carriers.length > 0 ? exportHint : null}>
            <Button icon={<DownloadOutlined />} onClick={() => onExport(filters)} disabled={carriers.length === 0} loading={exporting} data-testid="export-results">
              {t('results.export')}
            </Button>
          </Tooltip>
        </div>
      }
    >
      {filtersOpen && carriers.length > 0 ? <ResultsFilterBar carriers={carriers} filters={filters} onChange={setFilters} /> : null}
      {body()}
    </Card>
  );
}
