import { Spin } from 'antd';
import styles from './ContentSpinner.module.css';

/** Fallback inside a layout while a lazily loaded page arrives. */
export function ContentSpinner() {
  return (
    <div className={styles.root}>
      <Spin />
    </div>
  );
}
