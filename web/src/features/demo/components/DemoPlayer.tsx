import { Button, Card, Typography } from 'antd';
import { PauseOutlined, CaretRightOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { DEMO_SLIDE_IDS } from '../demo.slides';
import type { DemoPlayer as DemoPlayerModel } from '../hooks/useDemoPlayer';
import { DemoProgressBar } from './DemoProgressBar';
import { DemoSlideImage } from './DemoSlideImage';
import styles from './Demo.module.css';

/** The slideshow: screenshot, title and description, play/pause, the slide's progress and 'n / total'. */
export function DemoPlayer({ player }: { player: DemoPlayerModel }) {
  const { t, i18n } = useTranslation('demo');
  const { status, index, slide, progress, dispatch } = player;
  const total = DEMO_SLIDE_IDS.length;
  const title = t(`slides.${slide}.title`);
  const announcement = t('player.announce', { n: index + 1, total, title });
  const playLabel = status === 'playing' ? t('player.pause') : status === 'ended' ? t('player.playAgain') : t('player.play');
  const playIcon = status === 'playing' ? <PauseOutlined /> : status === 'ended' ? <RedoOutlined /> : <CaretRightOutlined />;

  return (
    <Card variant="outlined" className={styles.player} data-testid="demo-player" data-status={status}>
      <section aria-label={t('player.label')}>
        <DemoSlideImage language={toLanguage(i18n.resolvedLanguage)} slide={slide} next={DEMO_SLIDE_IDS[index + 1]} alt={t('player.screenshot', { title })} />
        <Typography.Title level={3} className={styles.slideTitle} data-testid="demo-slide-title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.slideDescription} data-testid="demo-slide-description">
          {t(`slides.${slide}.description`)}
        </Typography.Paragraph>
        <div className={styles.controls}>
          <Button type="primary" icon={playIcon} aria-label={playLabel} onClick={() => dispatch({ type: 'toggle' })} data-testid="demo-play">
            {playLabel}
          </Button>
          <DemoProgressBar percent={progress} label={t('player.progress')} />
          <Typography.Text className={styles.counter} data-testid="demo-counter">
            {t('player.counter', { n: index + 1, total })}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary" className={styles.hint}>
          {t('player.keyboardHint')}
        </Typography.Text>
        {/* Announced on each new slide and at the end, never on the ticks. */}
        <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="demo-announcer">
          {status === 'ended' ? `${announcement}. ${t('player.ended')}` : announcement}
        </div>
      </section>
    </Card>
  );
}
