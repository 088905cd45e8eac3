import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { carrierSearchApi } from '../../carrier-search/carrier-search.api';
import { useDebouncedValue } from '../../equipment-tracker/hooks/useDebouncedValue';

/** Any carrier LogiScope holds, found by name, MC or DOT number as the user types (the home search underneath). */
export function CarrierSelect({ value, onChange }: { value: string | undefined; onChange: (carrierId: string | undefined) => void }) {
  const { t } = useTranslation('compliance');
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 300);
  const { data, isFetching } = carrierSearchApi.endpoints.searchCarriers.useQuery({ q, page: 1, pageSize: 10 }, { skip: q.length < 2 });
  const options = (q.length < 2 ? [] : (data?.carriers ?? [])).map((c) => ({
    value: c.id,
    label: `${c.companyName || c.legalName} · DOT ${c.dotNumber}${c.mcNumber ? ` · MC ${c.mcNumber}` : ''}`,
  }));
  return (
    <Select
      id="compliance-carrier"
      data-testid="compliance-carrier"
      showSearch
      allowClear
      value={value}
      placeholder={t('generator.carrierPlaceholder')}
      filterOption={false}
      onSearch={setTyped}
      onChange={(id?: string) => onChange(id)}
      loading={isFetching}
      notFoundContent={null}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
