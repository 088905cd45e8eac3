import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import type { EquipmentSyncResult } from '../../carriers/carrier.types';
import { equipmentApi, equipmentTags, useGetEquipmentSyncQuery, useSyncCarrierEquipmentMutation } from '../equipment.api';
import { isSyncActive, onSyncUpdate, syncPollingInterval } from '../equipment-sync.rules';

/**
 * A carrier's equipment sync as the Equipment tab runs it: its latest state (read on every visit, polled every second
 * while a sync runs), `start()` for the Sync button, and the spec's toasts once the user's own sync ends ('Equipment
 * Data Synced', or 'Sync Failed' with the server's reason or 'Failed to sync equipment data'). When a sync ends the
 * equipment list is read again.
 */
export function useEquipmentSync(carrierId: string) {
  const { t } = useTranslation('equipment');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const { data: cached } = equipmentApi.endpoints.getEquipmentSync.useQueryState(carrierId);
  const status = useGetEquipmentSyncQuery(carrierId, { pollingInterval: syncPollingInterval(cached?.lastSync), refetchOnMountOrArgChange: true });
  const [post, { isLoading: posting }] = useSyncCarrierEquipmentMutation();
  const lastSync = status.data?.lastSync ?? null;

  /** The job this user started and is waiting for (its toast comes when a poll sees it end). */
  const watched = useRef<string | null>(null);
  const previous = useRef<EquipmentSyncResult | null>(null);

  const announce = useCallback(
    (sync: EquipmentSyncResult) => {
      if (sync.state === 'completed') {
        toast({ title: t('sync.synced'), description: t('sync.syncedText', { total: sync.total, added: sync.added, updated: sync.updated }), variant: 'success' });
      } else {
        toast({ title: t('sync.failed'), description: sync.error || t('sync.failedText'), variant: 'destructive' });
      }
    },
    [t, toast],
  );

  useEffect(() => {
    const { refresh, announce: tell } = onSyncUpdate(previous.current, lastSync, watched.current);
    previous.current = lastSync;
    if (refresh) dispatch(equipmentApi.util.invalidateTags(equipmentTags(carrierId)));
    if (tell && lastSync) {
      watched.current = null;
      announce(lastSync);
    }
  }, [lastSync, carrierId, dispatch, announce]);

  const start = useCallback(() => {
    post(carrierId)
      .unwrap()
      .then((answer) => {
        if (answer.state === 'completed') announce(answer);
        else watched.current = answer.jobId;
      })
      .catch((error: unknown) => showError(error, { title: t('sync.failed'), description: errorText(error, t('sync.failedText')) }));
  }, [post, carrierId, announce, showError, errorText, t]);

  return { lastSync, running: posting || isSyncActive(lastSync), start };
}
