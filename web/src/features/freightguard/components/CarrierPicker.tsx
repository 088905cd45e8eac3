import { useState } from 'react';
import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { carrierSearchApi } from '../../carrier-search/carrier-search.api';
import { useDebouncedValue } from '../../equipment-tracker/hooks/useDebouncedValue';

export interface PickedCarrier {
  carrierId: string;
  carrierName: string;
  mcNumber: string;
  dotNumber: string;
}

/** The New Report form's carrier search: picking a carrier fills its id, name, MC and DOT (the report then links to it). */
export function CarrierPicker({ onPick }: { onPick: (carrier: PickedCarrier) => void }) {
  const { t } = useTranslation('freightguard');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const { data } = carrierSearchApi.endpoints.searchCarriers.useQuery({ q, page: 1, pageSize: 8 }, { skip: q.length < 2 });
  const carriers = q.length < 2 ? [] : (data?.carriers ?? []);
  return (
    <AutoComplete
      id="fg-carrier-search"
      data-testid="fg-carrier-search"
      value={text}
      onChange={setText}
      placeholder={t('fields.carrierSearchPlaceholder')}
      options={carriers.map((c) => ({ value: c.id, label: `${c.legalName} · MC ${c.mcNumber || '—'} · DOT ${c.dotNumber}` }))}
      onSelect={(id: string) => {
        const c = carriers.find((x) => x.id === id);
        if (!c) return;
        setText(c.legalName);
        onPick({ carrierId: c.id, carrierName: c.legalName, mcNumber: c.mcNumber, dotNumber: c.dotNumber });
      }}
    />
  );
}
