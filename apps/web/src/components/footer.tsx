import { Anchor, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { showContactAlert } from '../lib/contact-alert';
import { useHydratedPublicConfig } from '../lib/public-config';
import classes from './footer.module.css';

// Its popover needs a positioning engine the rest of the page does not.
const AiModeBadge = lazy(() => import('./ai-mode-badge').then((module) => ({ default: module.AiModeBadge })));

const footerLinks = [
  { to: '/kids', label: 'Kurio for Kids' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/interview-guide', label: 'Interview guide' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/careers', label: 'Careers' },
  { to: '/help', label: 'Help' },
  { to: '/community', label: 'Community' },
  { to: '/api', label: 'API' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/cookies', label: 'Cookies' },
];

/** Mounted once the config is known; its own component, so the config's arrival re-renders this slot only. */
function AiModeBadgeSlot() {
  const hasConfig = useHydratedPublicConfig() !== undefined;
  if (!hasConfig) return null;
  return (
    <Suspense fallback={null}>
      <AiModeBadge />
    </Suspense>
  );
}

/** docs/product.md §2 footer: year, product name and a Contact us link that shows the contact alert. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" className={classes.inner} gap="sm">
        <Text size="sm" c="gray.7">
          © {new Date().getFullYear()} Kurio
        </Text>
        <AiModeBadgeSlot />
        <Group gap="md" component="nav" aria-label="Footer">
          {footerLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.8">
              {link.label}
            </Anchor>
          ))}
          <Anchor component="button" type="button" size="sm" c="gray.8" onClick={() => void showContactAlert()}>
            Contact us
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
