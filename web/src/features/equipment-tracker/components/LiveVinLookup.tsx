import { useState } from 'react';
import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../shared/forms/formErrors';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useLazySearchEquipmentQuery } from '../equipment.api';
import { vinLookupOf } from '../equipment-tracker.rules';
import { LiveEquipmentCard } from './LiveEquipmentCard';
import { VinLookupDialog } from './VinLookupDialog';

/** VIN Lookup on live data: opens the first vehicle whose VIN contains the typed text (4 to 17 letters or digits). */
export function LiveVinLookup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('equipment');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [trigger, { data, isFetching, error, isUninitialized }] = useLazySearchEquipmentQuery();

  const close = () => {
    setText('');
    setInvalid(null);
    onClose();
  };
  const lookUp = (value: string) => {
    const checked = vinLookupOf(value);
    if ('error' in checked) {
      setInvalid(translateMessage(checked.error, t));
      return;
    }
    setInvalid(null);
    void trigger({ vin: checked.vin, pageSize: 1 });
  };
  const first = data?.items[0];

  return (
    <VinLookupDialog open={open} onClose={close} value={text} onChange={setText} onLookUp={lookUp} invalid={invalid !== null}>
      {invalid ? <Alert type="error" showIcon title={invalid} style={{ marginBottom: 16 }} data-testid="vin-lookup-invalid" /> : null}
      {isFetching ? <Spin /> : null}
      {!isFetching && error ? <Alert type="error" showIcon title={errorText(error, t('live.failed'))} /> : null}
      {!isFetching && !error && !invalid && !isUninitialized ? first ? <LiveEquipmentCard item={first} /> : <Empty description={t('tracker.empty')} /> : null}
    </VinLookupDialog>
  );
}
