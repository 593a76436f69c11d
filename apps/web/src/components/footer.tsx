import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { showContactAlert } from '../lib/contact-alert';
import { AiModeBadge } from './ai-mode-badge';
import classes from './footer.module.css';

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

/** SPEC §2 footer: year, product name and a Contact us link that shows the contact alert. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" className={classes.inner} gap="sm">
        <Text size="sm" c="gray.7">
          © {new Date().getFullYear()} Kurio
        </Text>
        <AiModeBadge />
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
