import { Burger, Button, Drawer, Group, Menu, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useLogout } from '../features/auth/api/logout';
import { useSession } from '../features/auth/hooks/use-session';
import classes from './header.module.css';

const links = [
  { to: paths.kids, label: 'For Kids' },
  { to: paths.parents, label: 'For Parents' },
  { to: paths.addCharacter, label: 'Add Character' },
  { to: paths.dashboard, label: 'Flashcards' },
  { to: paths.lessons, label: 'Lessons' },
  { to: paths.questHome, label: 'Quests' },
];

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link} onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
}

function AccountControl() {
  const { user, state } = useSession();
  const logout = useLogout();
  // While the stored user is being confirmed, show their menu: a Log in button that turns into the menu a
  // moment later would swap the control under a keyboard or screen-reader user.
  if (state === 'signedOut') {
    return (
      <Button component={Link} to={paths.login} variant="filled" size="sm">
        Log in
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`Account menu for ${user.name}`}>
          {user.name} ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.membership}>
          Membership
        </Menu.Item>
        <Menu.Item component={Link} to={paths.settings}>
          Account settings
        </Menu.Item>
        <Menu.Item onClick={() => logout.mutate()}>Log out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** SPEC §2 shared header: brand → /, product links with the current one highlighted, Log in or the user menu. */
export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
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
          <AccountControl />
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />
        </Group>
      </Group>
      <Drawer opened={opened} onClose={close} title="Kurio" hiddenFrom="md" size="xs">
        <nav aria-label="Mobile">
          <Stack gap={4}>
            <NavLinks onNavigate={close} />
          </Stack>
        </nav>
      </Drawer>
    </header>
  );
}
