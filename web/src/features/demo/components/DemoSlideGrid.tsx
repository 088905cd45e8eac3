import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMO_SLIDE_IDS } from '../demo.slides';
import styles from './Demo.module.css';

/** A button per slide; choosing one jumps there (progress back to 0, paused). */
export function DemoSlideGrid({ current, onJump }: { current: number; onJump: (index: number) => void }) {
  const { t } = useTranslation('demo');
  return (
    <nav aria-label={t('slidesNav.label')}>
      <ul className={styles.slideGrid}>
        {DEMO_SLIDE_IDS.map((id, index) => {
          const title = t(`slides.${id}.title`);
          return (
            <li key={id}>
              <Button
                className={styles.slideButton}
                type={index === current ? 'primary' : 'default'}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t('slidesNav.goTo', { n: index + 1, title })}
                onClick={() => onJump(index)}
                data-testid={`demo-slide-button-${id}`}
              >
                {index + 1}. {title}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
