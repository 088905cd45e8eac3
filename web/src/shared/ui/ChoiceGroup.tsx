import type { ReactNode } from 'react';
import { Checkbox } from 'antd';
import styles from './ChoiceGroup.module.css';

/**
 * Choices as checkboxes in a labelled group, one under the other, for a Form.Item (its value, onChange and id reach
 * it). Not its aria-required: a group of checkboxes may not carry it (axe: aria-allowed-attr); each box is a choice.
 */
export function ChoiceGroup<T extends string>({ id, value, onChange, label, choices, render }: { id?: string; value?: T[]; onChange?: (chosen: T[]) => void; label: string; choices: readonly T[]; render: (choice: T) => ReactNode }) {
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group value={value} onChange={onChange} className={styles.choices}>
        {choices.map((choice) => (
          <Checkbox key={choice} value={choice}>
            {render(choice)}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
