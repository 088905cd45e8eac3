import { useState } from 'react';
import { Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLazySearchCarriersQuery } from '../../carrier-search/carrier-search.api';
import { PlainList } from '../../broker-dashboard/components/PlainList';

/** Chooses a real carrier: the home search (name, MC, DOT, phone...) and a click on one of its first 10 results. */
export function CarrierPicker({ onPick }: { onPick: (carrierId: string) => void }) {
  const { t } = useTranslation('brokerDashboard');
  const [search, { data, isFetching }] = useLazySearchCarriersQuery();
  const [searched, setSearched] = useState(false);
  return (
    <div data-testid="carrier-picker">
      <Input.Search
        placeholder={t('profile.searchPlaceholder')}
        enterButton={t('profile.search')}
        loading={isFetching}
        aria-label={t('profile.searchPlaceholder')}
        onSearch={(q) => {
          if (!q.trim()) return;
          setSearched(true);
          void search({ q: q.trim(), page: 1, pageSize: 10 });
        }}
      />
      {searched ? (
        <Spin spinning={isFetching}>
          <div style={{ marginTop: 8 }}>
            <PlainList
              bordered
              empty={t('profile.noMatch')}
              items={(data?.carriers ?? []).map((c) => ({
                key: c.id,
                testId: `pick-${c.id}`,
                onClick: () => onPick(c.id),
                title: c.companyName,
                description: [c.mcNumber && `MC ${c.mcNumber}`, `DOT ${c.dotNumber}`, [c.city, c.state].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
              }))}
            />
          </div>
        </Spin>
      ) : null}
    </div>
  );
}
