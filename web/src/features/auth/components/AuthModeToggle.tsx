import { useId } from 'react';
import styles from './AuthModeToggle.module.css';

export interface AuthModeOption<M extends string> {
  value: M;
  label: string;
}

/**
 * Sign in or create an account: antd's Segmented (block, large) as native radios, without Segmented and the Tooltip it
 * brings in /auth's first load (issue 14). Arrow keys move between the options, as in any radio group.
 */
export function AuthModeToggle<M extends string>({ label, value, options, onChange }: { label: string; value: M; options: readonly AuthModeOption<M>[]; onChange: (value: M) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={styles.root}>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? `${styles.item} ${styles.selected}` : styles.item}>
          <input type="radio" className={styles.input} name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
