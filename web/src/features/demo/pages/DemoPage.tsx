import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { DemoPlayer } from '../components/DemoPlayer';
import { DemoSlideGrid } from '../components/DemoSlideGrid';
import { PlatformFeaturesCard } from '../components/PlatformFeaturesCard';
import { useDemoKeyboard } from '../hooks/useDemoKeyboard';
import { useDemoPlayer } from '../hooks/useDemoPlayer';
import styles from '../components/Demo.module.css';

/**
 * /demo, for visitors and signed-in users: a timed slideshow of real LogiScope screenshots (in the visitor's language),
 * a button per slide and the Platform Features card. It starts paused (nothing moves until asked, reduced motion or
 * not) and stops on the last slide.
 */
export function DemoPage() {
  const { t } = useTranslation('pages');
  const player = useDemoPlayer();
  useDemoKeyboard(player.dispatch);
  return (
    <ScreenPage title={t('demo.title')} description={t('demo.description')}>
      <div className={styles.layout}>
        <DemoPlayer player={player} />
        <DemoSlideGrid current={player.index} onJump={(index) => player.dispatch({ type: 'jump', index })} />
        <PlatformFeaturesCard />
      </div>
    </ScreenPage>
  );
}
