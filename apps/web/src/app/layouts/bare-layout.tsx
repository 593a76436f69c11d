import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from '../../components/header';
import { PageLoader } from '../../components/page-loader';
import classes from './layout.module.css';
import { UserMenu } from './user-menu';

/** Header and main area only: full-height screens such as the lesson player and the voice friend. */
export function BareLayout() {
  return (
    <div className={classes.page}>
      <Header userMenu={UserMenu} />
      <main id="main" className={classes.bareMain}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
