import type { User } from '../../auth/auth.types';
import { Wordmark } from '../../../shared/ui/Wordmark';
import { CompanySetupDialog } from './CompanySetupDialog';
import styles from './CompanySetupScreen.module.css';

/** What an onboarding user sees instead of any route: a quiet backdrop and the setup dialog. */
export function CompanySetupScreen({ user }: { user: User }) {
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <Wordmark />
      </header>
      <CompanySetupDialog user={user} />
    </div>
  );
}
