import { Footer } from '../../components/footer';
import { Header } from '../../components/header';
import { useSyncTriggers } from '../../lib/offline/use-sync-triggers';
import { useSignedInUser } from '../../sign-in/use-signed-in-user';
import classes from './layout.module.css';
import { PageOutlet } from './page-outlet';
import { UserMenu } from './user-menu';

/** Header, main area and footer. */
export function MainLayout() {
  useSyncTriggers(useSignedInUser().user.id);
  return (
    <div className={classes.page}>
      <Header userMenu={UserMenu} />
      <main id="main" className={classes.main}>
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
