import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '../../carriers/carrier.types';
import type { AuthorityStatusCode } from '../../carriers/carrier.rules';
import { SAFETY_FILTER_VALUES, activeFilterCount, filterChoices, type ResultFilters } from '../results-filter';
import styles from './CarrierSearch.module.css';

/** The Filter bar: state, authority status and safety rating, applied to the results on screen. */
export function ResultsFilterBar({ carriers, filters, onChange }: { carriers: readonly Carrier[]; filters: ResultFilters; onChange: (filters: ResultFilters) => void }) {
  const { t } = useTranslation(['search', 'carriers']);
  // i18n-keys: carriers:safety.*
  const { states, authorities } = filterChoices(carriers);
  const any = { value: '', label: t('filters.any') };
  const keyOf = (label: string) => label.replace(/\s+/g, '_');

  return (
    <div className={styles.filterBar} role="group" aria-label={t('filters.title')} data-testid="results-filter">
      <label className={styles.filterField}>
        <span>{t('filters.state')}</span>
        <Select
          aria-label={t('filters.state')}
          value={filters.state ?? ''}
          onChange={(state) => onChange({ ...filters, state: state || undefined })}
          options={[any, ...states.map((state) => ({ value: state, label: state }))]}
          popupMatchSelectWidth={false}
        />
      </label>
      <label className={styles.filterField}>
        <span>{t('filters.authority')}</span>
        <Select
          aria-label={t('filters.authority')}
          value={filters.authority ?? ''}
          onChange={(authority: AuthorityStatusCode | '') => onChange({ ...filters, authority: authority || undefined })}
          options={[any, ...authorities.map((value) => ({ value, label: t(`carriers:authorityStatus.${value}`) }))]}
          popupMatchSelectWidth={false}
        />
      </label>
      <label className={styles.filterField}>
        <span>{t('filters.safety')}</span>
        <Select
          aria-label={t('filters.safety')}
          value={filters.safety ?? ''}
          onChange={(safety) => onChange({ ...filters, safety: safety || undefined })}
          options={[any, ...SAFETY_FILTER_VALUES.map((value) => ({ value, label: t(`carriers:safety.${keyOf(value)}`) }))]}
          popupMatchSelectWidth={false}
        />
      </label>
      <Button type="link" onClick={() => onChange({})} disabled={activeFilterCount(filters) === 0}>
        {t('results.clearFilters')}
      </Button>
    </div>
  );
}
