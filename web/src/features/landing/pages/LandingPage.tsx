import { PublicHeader } from '../../../shared/ui/PublicHeader';
import { SiteFooter } from '../../../shared/ui/SiteFooter';
import { ClosingCta } from '../components/ClosingCta';
import { FeatureGrid } from '../components/FeatureGrid';
import { LandingHero } from '../components/LandingHero';
import { PricingSection } from '../components/PricingSection';
import { StatsStrip } from '../components/StatsStrip';

/** The visitor home page. */
export function LandingPage() {
  return (
    <div>
      <PublicHeader />
      <main>
        <LandingHero />
        <StatsStrip />
        <PricingSection />
        <FeatureGrid />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
