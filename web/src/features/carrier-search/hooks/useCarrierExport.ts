import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/useToast';
import { downloadTextFile } from '../../../shared/utils/download';
import { CSV_MIME } from '../../../shared/utils/csv';
import type { Carrier } from '../../carriers/carrier.types';
import { carriersToCsv, exportFileName } from '../carrier-csv';

/** Downloads carriers as CSV ('{prefix}-YYYY-MM-DD.csv'); with nothing to export it says so instead. */
export function useCarrierExport(): (carriers: readonly Carrier[], prefix: string) => void {
  const { t } = useTranslation('search');
  // i18n-keys: search:csv.*
  const toast = useToast();
  return useCallback(
    (carriers, prefix) => {
      if (carriers.length === 0) {
        toast({ title: t('toasts.nothingToExport'), description: t('toasts.nothingToExportText') });
        return;
      }
      const fileName = exportFileName(prefix, new Date());
      downloadTextFile(fileName, carriersToCsv(carriers, (key) => t(`csv.${key}`)), CSV_MIME);
      toast({ title: t('toasts.exported'), description: t('toasts.exportedText', { count: carriers.length, file: fileName }), variant: 'success' });
    },
    [t, toast],
  );
}
