import { useFormat } from './useFormat';

/** Formats dates for the interface language; '' for missing values: useFormat's date formatter. */
export function useDateFormat(): (value: string | null | undefined, withTime?: boolean) => string {
  return useFormat().date;
}
