import { useEffect } from 'react';
import { DEMO_IMAGE_SIZE, demoSlideImage, type DemoSlideId } from '../demo.slides';
import type { Language } from '../../../i18n/languages';
import styles from './Demo.module.css';

/**
 * The slide's screenshot in the visitor's language. Only the current one is loaded (and the next one fetched ahead,
 * so playing does not wait on it): the images belong to /demo alone, never to the landing's first load.
 */
export function DemoSlideImage({ language, slide, next, alt }: { language: Language; slide: DemoSlideId; next?: DemoSlideId; alt: string }) {
  useEffect(() => {
    if (!next) return;
    const ahead = new Image();
    ahead.src = demoSlideImage(language, next);
  }, [language, next]);

  return (
    <div className={styles.frame}>
      <img
        key={`${language}/${slide}`}
        className={styles.screenshot}
        src={demoSlideImage(language, slide)}
        alt={alt}
        width={DEMO_IMAGE_SIZE.width}
        height={DEMO_IMAGE_SIZE.height}
        decoding="async"
        data-testid="demo-slide-image"
        data-slide={slide}
      />
    </div>
  );
}
