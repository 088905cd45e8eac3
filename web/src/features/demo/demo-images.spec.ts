import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { DEMO_IMAGE_ROOT, DEMO_SLIDE_IDS } from './demo.slides';

// web/public/<root>/<lang>/<slide>.jpg, written by scripts/capture-demo-screenshots.mjs.
const root = join(__dirname, '..', '..', '..', 'public', DEMO_IMAGE_ROOT);
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

describe('demo screenshots', () => {
  it.each(SUPPORTED_LANGUAGES)('should have a JPEG screenshot of every slide in %s', (language) => {
    for (const slide of DEMO_SLIDE_IDS) {
      const file = join(root, language, `${slide}.jpg`);
      expect(existsSync(file) ? file : `missing: ${file}`).toBe(file);
      expect([...readFileSync(file).subarray(0, 3)]).toEqual(JPEG_MAGIC);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('should hold no screenshot of a slide the demo no longer has in %s', (language) => {
    expect(readdirSync(join(root, language)).sort()).toEqual(DEMO_SLIDE_IDS.map((slide) => `${slide}.jpg`).sort());
  });

  it('should keep the screenshots small (the repo carries them)', () => {
    const total = SUPPORTED_LANGUAGES.flatMap((language) => DEMO_SLIDE_IDS.map((slide) => readFileSync(join(root, language, `${slide}.jpg`)).length)).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});
