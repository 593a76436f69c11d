import { Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSignedInUser } from '../sign-in/use-signed-in-user';
import classes from './header.module.css';
import { NavLinks } from './nav-links';
import { UserMenuButton } from './user-menu-button';

/** The signed-in user's menu; the app passes it in (lazily loaded), so this shared header knows no feature. */
export type UserMenuComponent = ComponentType<{ name: string; defaultOpened: boolean }>;

// Drawers bring a positioning engine and scroll locking; visitors of the marketing pages rarely need them.
const MobileNav = lazy(() => import('./mobile-nav'));

function AccountControl({ UserMenu }: { UserMenu: UserMenuComponent }) {
  const { user, state } = useSignedInUser();
  // A click on the name before the menu's code has arrived opens the menu once it has.
  const [openRequested, setOpenRequested] = useState(false);
  if (state !== 'signedIn') {
    return (
      <Button component={Link} to={paths.login} variant="filled" size="sm">
        Log in
      </Button>
    );
  }
  return (
    <Suspense fallback={<UserMenuButton name={user.name} onClick={() => setOpenRequested(true)} />}>
      <UserMenu name={user.name} defaultOpened={openRequested} />
    </Suspense>
  );
}

/** Shared header (docs/product.md §2): brand → /, product links (the current one highlighted), Log in or user menu. */
export function Header({ userMenu }: { userMenu: UserMenuComponent }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // The drawer's code loads on the first click, so it mounts already open and never sees the burger focused;
  // give focus back to the burger ourselves.
  const closeDrawer = () => {
    close();
    burger.current?.focus();
  };
  return (
    <header className={classes.header}>
      <Group justify="space-between" h="100%" wrap="nowrap" className={classes.inner}>
        <Link to={paths.home} className={classes.brand} aria-label="Kurio home">
          Kurio
        </Link>
        <nav aria-label="Main" className={classes.desktopNav}>
          <NavLinks />
        </nav>
        <Group gap="sm" wrap="nowrap">
          <AccountControl UserMenu={userMenu} />
          <Burger
            ref={burger}
            opened={opened}
            onClick={() => {
              setDrawerUsed(true);
              toggle();
            }}
            hiddenFrom="md"
            size="sm"
            aria-label="Open navigation"
          />
        </Group>
      </Group>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
