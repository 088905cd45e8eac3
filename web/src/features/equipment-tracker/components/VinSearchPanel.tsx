import { useState } from 'react';
import { Alert, Button, Empty, Input, Space, Spin, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../shared/forms/formErrors';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import type { VinSearchResult } from '../../carriers/carrier.types';
import { useLazySearchVinQuery } from '../equipment.api';
import { VIN_MAX_LENGTH, canSearchVin, normalizeVinInput, validateVin } from '../vin.rules';
import { EquipmentTable } from './EquipmentTable';

/**
 * VIN search across all carriers (GET /api/equipment/search/:vin): the input is upper-cased, the button is
 * disabled under 8 characters, and Enter under 8 toasts 'Invalid VIN' / 'Please enter at least 8 characters of the VIN'.
 */
export function VinSearchPanel({ autoFocus = false, initialHint }: { autoFocus?: boolean; initialHint?: string }) {
  const { t } = useTranslation('equipment');
  // i18n-keys: *
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [vin, setVin] = useState('');
  const [trigger, { isFetching }] = useLazySearchVinQuery();
  const [result, setResult] = useState<VinSearchResult | null>(null);

  const search = () => {
    const invalid = validateVin(vin);
    if (invalid) {
      toast({ title: t(invalid.title), description: translateMessage(invalid.description, t), variant: 'destructive' });
      return;
    }
    trigger(normalizeVinInput(vin))
      .unwrap()
      .then(setResult)
      .catch((error: unknown) => {
        setResult(null);
        const status = (error as { status?: unknown })?.status;
        if (status === 400) toast({ title: t('vin.invalid'), description: errorText(error, t('vin.invalidText')), variant: 'destructive' });
        else showError(error, { title: t('vin.failed'), description: errorText(error, t('vin.failedText')) });
      });
  };

  return (
    <div data-testid="vin-search">
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input
          aria-label={t('vin.label')}
          placeholder={t('vin.placeholder')}
          value={vin}
          maxLength={VIN_MAX_LENGTH}
          onChange={(event) => setVin(normalizeVinInput(event.target.value))}
          onPressEnter={search}
          autoFocus={autoFocus}
          autoComplete="off"
          style={{ fontFamily: 'monospace' }}
        />
        <Button type="primary" icon={<SearchOutlined />} disabled={!canSearchVin(vin)} loading={isFetching} onClick={search}>
          {t('vin.search')}
        </Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 16px', fontSize: 12 }}>
        {t('vin.hint')}
      </Typography.Paragraph>
      {isFetching && !result ? <Spin /> : null}
      {!isFetching && !result && initialHint ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={initialHint} /> : null}
      {result ? (
        result.equipment.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('vin.noResults', { vin: result.vinDetails.vin })} />
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('vin.summary', { vin: result.vinDetails.vin, records: result.vinDetails.totalRecords, carriers: result.vinDetails.carriers.length })}
            />
            <EquipmentTable equipment={result.equipment} showCarrier testId="vin-results" />
          </>
        )
      ) : null}
    </div>
  );
}
