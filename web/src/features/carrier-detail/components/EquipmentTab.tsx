import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useGetCarrierEquipmentQuery } from '../../equipment-tracker/equipment.api';
import { EquipmentSyncStatus } from '../../equipment-tracker/components/EquipmentSyncStatus';
import { EquipmentTable } from '../../equipment-tracker/components/EquipmentTable';
import { VinSearchPanel } from '../../equipment-tracker/components/VinSearchPanel';
import { useEquipmentSync } from '../../equipment-tracker/hooks/useEquipmentSync';
import styles from './CarrierDetail.module.css';

/**
 * Equipment: the carrier's trucks and trailers, Sync (a background job reading FMCSA inspection records, with its
 * progress and last outcome), and a VIN search.
 */
export function EquipmentTab({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation(['equipment', 'carrierDetail']);
  const { data, isLoading, isError } = useGetCarrierEquipmentQuery(carrierId);
  const { lastSync, running, start } = useEquipmentSync(carrierId);
  const equipment = data ?? [];

  const syncButton = (
    <Button icon={<SyncOutlined spin={running} />} onClick={start} loading={running} type={equipment.length === 0 ? 'primary' : 'default'} data-testid="sync-equipment">
      {running ? t('sync.syncing') : t('sync.action')}
    </Button>
  );

  return (
    <div className={styles.tabStack}>
      <Card variant="outlined" title={t('carrierDetail:tabs.equipment')} extra={equipment.length > 0 ? syncButton : null}>
        <Flex vertical gap={16}>
          <EquipmentSyncStatus sync={lastSync} running={running} />
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
        </Flex>
      </Card>
      <Card variant="outlined" title={t('vin.title')}>
        <VinSearchPanel />
      </Card>
    </div>
  );
}
