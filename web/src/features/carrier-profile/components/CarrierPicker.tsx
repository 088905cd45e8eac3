import { useState } from 'react';
import { Input, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLazySearchCarriersQuery } from '../../carrier-search/carrier-search.api';

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
        <List
          style={{ marginTop: 8 }}
          bordered
          size="small"
          loading={isFetching}
          dataSource={data?.carriers ?? []}
          locale={{ emptyText: t('profile.noMatch') }}
          renderItem={(c) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => onPick(c.id)} data-testid={`pick-${c.id}`}>
              <List.Item.Meta title={c.companyName} description={[c.mcNumber && `MC ${c.mcNumber}`, `DOT ${c.dotNumber}`, [c.city, c.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')} />
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
