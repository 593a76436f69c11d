import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import classes from './header.module.css';

const links = [
  { to: paths.companion, label: 'For Kids' },
  { to: paths.parents, label: 'For Parents' },
  { to: paths.addCharacter, label: 'Add Character' },
  { to: paths.dashboard, label: 'Flashcards' },
  { to: paths.lessons, label: 'Lessons' },
  { to: paths.questHome, label: 'Quests' },
];

/** The header's product links, the current one highlighted. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link} onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
}
