import styles from './Demo.module.css';

/** The current slide's progress: a plain progressbar (antd's Progress animates and carries no accessible name). */
export function DemoProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="demo-progress">
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
