import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { useToast } from '../../../shared/hooks/useToast';
import { downloadTextFile } from '../../../shared/utils/download';
import { CSV_MIME } from '../../../shared/utils/csv';
import type { Carrier } from '../../carriers/carrier.types';
import { carriersToCsv, exportFileName } from '../carrier-csv';
import { EXPORT_MAX_CARRIERS } from '../search-export';

/** An export cut at the most it holds: the search's whole result count, said in the toast. */
export interface ExportCap {
  total: number;
}

/** Downloads carriers as CSV ('{prefix}-YYYY-MM-DD.csv'); with nothing to export it says so instead. */
export function useCarrierExport(): (carriers: readonly Carrier[], prefix: string, cap?: ExportCap) => void {
  const { t } = useTranslation('search');
  // i18n-keys: search:csv.*
  const toast = useToast();
  const format = useNumberFormat();
  return useCallback(
    (carriers, prefix, cap) => {
      if (carriers.length === 0) {
        toast({ title: t('toasts.nothingToExport'), description: t('toasts.nothingToExportText') });
        return;
      }
      const fileName = exportFileName(prefix, new Date());
      downloadTextFile(fileName, carriersToCsv(carriers, (key) => t(`csv.${key}`)), CSV_MIME);
      const description = cap
        ? t('toasts.exportedCappedText', { count: carriers.length, file: fileName, max: format(EXPORT_MAX_CARRIERS), total: format(cap.total) })
        : t('toasts.exportedText', { count: carriers.length, file: fileName });
      toast({ title: t('toasts.exported'), description, variant: 'success' });
    },
    [format, t, toast],
  );
}
