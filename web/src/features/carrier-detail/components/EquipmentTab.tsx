import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../../api/apiError';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import { useGetCarrierEquipmentQuery, useSyncCarrierEquipmentMutation } from '../../equipment-tracker/equipment.api';
import { EquipmentTable } from '../../equipment-tracker/components/EquipmentTable';
import { VinSearchPanel } from '../../equipment-tracker/components/VinSearchPanel';
import styles from './CarrierDetail.module.css';

/** Equipment: the carrier's trucks and trailers, Sync (from FMCSA inspection records), and a VIN search. */
export function EquipmentTab({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation(['equipment', 'carrierDetail']);
  const toast = useToast();
  const showError = useApiErrorToast();
  const { data, isLoading, isError } = useGetCarrierEquipmentQuery(carrierId);
  const [sync, { isLoading: syncing }] = useSyncCarrierEquipmentMutation();
  const equipment = data ?? [];

  const onSync = () => {
    sync(carrierId)
      .unwrap()
      .then((answer) => {
        if (answer.state === 'completed') toast({ title: t('sync.synced'), description: t('sync.syncedText', { count: answer.synced }), variant: 'success' });
        else if (answer.state === 'failed') toast({ title: t('sync.failed'), description: answer.message || t('sync.failedText'), variant: 'destructive' });
        else toast({ title: t('sync.queued'), description: t('sync.queuedText') });
      })
      .catch((error: unknown) => showError(error, { title: t('sync.failed'), description: serverMessageOr(error, t('sync.failedText')) }));
  };

  const syncButton = (
    <Button icon={<SyncOutlined spin={syncing} />} onClick={onSync} loading={syncing} type={equipment.length === 0 ? 'primary' : 'default'} data-testid="sync-equipment">
      {syncing ? t('sync.syncing') : t('sync.action')}
    </Button>
  );

  return (
    <div className={styles.tabStack}>
      <Card variant="outlined" title={t('carrierDetail:tabs.equipment')} extra={equipment.length > 0 ? syncButton : null}>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : isError ? (
          <Alert type="warning" showIcon title={t('list.unavailable')} action={syncButton} />
        ) : equipment.length === 0 ? (
          <Empty description={t('list.empty')} data-testid="equipment-empty">
            {syncButton}
          </Empty>
        ) : (
          <EquipmentTable equipment={equipment} testId="equipment-list" />
        )}
      </Card>
      <Card variant="outlined" title={t('vin.title')}>
        <VinSearchPanel />
      </Card>
    </div>
  );
}
