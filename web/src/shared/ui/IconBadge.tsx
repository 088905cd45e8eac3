import type { ReactNode } from 'react';
import styles from './IconBadge.module.css';

/** An icon on a blue rounded square, beside a card's title or a figure (decoration: hidden from screen readers). */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span className={styles.badge} aria-hidden>
      {children}
    </span>
  );
}
