import { lazy } from 'react';

// Menus bring a positioning engine; visitors of the marketing pages rarely need one, so it loads on demand.
export const UserMenu = lazy(() => import('../../features/accounts/components/user-menu'));
