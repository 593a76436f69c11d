import { Header } from '../../components/header';
import classes from './layout.module.css';
import { PageOutlet } from './page-outlet';
import { UserMenu } from './user-menu';

/** Header and main area only: full-height screens such as the lesson player and the voice friend. */
export function BareLayout() {
  return (
    <div className={classes.page}>
      <Header userMenu={UserMenu} />
      <main id="main" className={classes.bareMain}>
        <PageOutlet />
      </main>
    </div>
  );
}
