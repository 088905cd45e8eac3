import { useState } from 'react';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VETTING_RETENTION_MAX_YEARS, VETTING_RETENTION_MIN_YEARS } from '@logiscope/proto/views';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useToast } from '../../../shared/hooks/useToast';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useGetVettingRetentionQuery, useSetVettingRetentionMutation } from '../vetting.api';

/**
 * How long the company keeps its vetting records: 8 years until an ADMIN sets 3 to 30. A change applies to records
 * made from then on (each record keeps the date it was given), which the text says.
 */
export function VettingRetention() {
  const { t } = useTranslation('compliance');
  const format = useFormat();
  const toast = useToast();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const { data } = useGetVettingRetentionQuery();
  const [save, { isLoading }] = useSetVettingRetentionMutation();
  const [years, setYears] = useState<number | null>(null);
  if (!data) return null;
  const chosen = years ?? data.years;

  const submit = async () => {
    try {
      const saved = await save({ years: chosen }).unwrap();
      setYears(null);
      toast({ title: t('vetting.retention.saved'), description: t('vetting.retention.savedText', { years: saved.years }), variant: 'success' });
    } catch (error) {
      toast({ title: t('vetting.retention.failed'), description: errorText(error, '') });
    }
  };

  return (
    <div data-testid="vetting-retention" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('vetting.retention.kept', { years: data.years })}{' '}
        {data.isDefault ? t('vetting.retention.default') : t('vetting.retention.setBy', { name: data.updatedBy, date: format.date(data.updatedAt) })}
      </Typography.Paragraph>
      {user.role === 'ADMIN' ? (
        <Flex gap={8} wrap align="center">
          <label htmlFor="vetting-retention-years">{t('vetting.retention.label')}</label>
          <InputNumber
            id="vetting-retention-years"
            min={VETTING_RETENTION_MIN_YEARS}
            max={VETTING_RETENTION_MAX_YEARS}
            precision={0}
            value={chosen}
            onChange={(value) => setYears(typeof value === 'number' ? value : null)}
            style={{ width: 96 }}
            data-testid="vetting-retention-years"
          />
          <Button onClick={() => void submit()} loading={isLoading} disabled={chosen === data.years} data-testid="vetting-retention-save">
            {t('vetting.retention.save')}
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}
