import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';

/** Dollars, percents, dates and FreightGuard category names as the dashboard shows them, in the interface language. */
export function useDashboardFormat() {
  const { t } = useTranslation(['brokerDashboard', 'freightguard']);
  // i18n-keys: freightguard:categories.*
  const formatNumber = useNumberFormat();
  const formatDate = useDateFormat();
  const money = useCallback((value: number) => formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }), [formatNumber]);
  const percent = useCallback((value: number) => `${formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`, [formatNumber]);
  // FreightGuard's labels when its namespace is loaded; the code in words otherwise.
  const category = useCallback(
    (code: string) => (code ? t(`freightguard:categories.${code}`, { defaultValue: code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ') }) : '—'),
    [t],
  );
  return useMemo(() => ({ money, percent, category, date: formatDate, number: formatNumber }), [money, percent, category, formatDate, formatNumber]);
}
