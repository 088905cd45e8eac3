import type { ReactNode } from 'react';
import styles from './StackedList.module.css';

/** The list, item, head and stack classes of a stacked list of records. */
export { styles as stackedList };

/** A record's facts (`<dl>`); `thenMore` when more of the record follows below them. */
export function Facts({ thenMore, children }: { thenMore?: boolean; children: ReactNode }) {
  return <dl className={thenMore ? `${styles.facts} ${styles.factsThenMore}` : styles.facts}>{children}</dl>;
}

/** One fact: its label over its value; `wide` spans every column. */
export function Fact({ label, testId, wide, children }: { label: string; testId?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
