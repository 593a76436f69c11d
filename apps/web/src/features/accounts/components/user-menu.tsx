import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { UserMenuButton } from '../../../components/user-menu-button';
import { paths } from '../../../config/paths';
import { useLogout } from '../api/logout';
import { UnsentChangesDialog } from './unsent-changes-dialog';

/** The signed-in user's menu: membership, account settings, downloads, log out. */
export default function UserMenu({ name, defaultOpened }: { name: string; defaultOpened: boolean }) {
  const logout = useLogout();
  const target = useRef<HTMLButtonElement>(null);
  // Opened from the stand-in button shown while this code loaded, the menu has no focused element of its own to
  // return to; closing it always gives focus back to its button.
  return (
    <>
      <Menu position="bottom-end" width={180} defaultOpened={defaultOpened} onClose={() => target.current?.focus()}>
        <Menu.Target>
          <UserMenuButton ref={target} name={name} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.membership}>
            Membership
          </Menu.Item>
          <Menu.Item component={Link} to={paths.settings}>
            Account settings
          </Menu.Item>
          <Menu.Item component={Link} to={paths.downloads}>
            Downloads
          </Menu.Item>
          <Menu.Item onClick={logout.logOut}>Log out</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <UnsentChangesDialog unsent={logout.unsent} onStay={logout.stay} onSignOut={logout.logOutAnyway} />
    </>
  );
}
