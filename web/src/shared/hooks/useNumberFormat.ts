import { useFormat } from './useFormat';

/** Formats numbers for the interface language (2,487,340 / 2 487 340 / 2.487.340): useFormat's number formatter. */
export function useNumberFormat(): (value: number, options?: Intl.NumberFormatOptions) => string {
  return useFormat().number;
}
