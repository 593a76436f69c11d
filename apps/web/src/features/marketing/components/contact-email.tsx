import { Anchor } from '@mantine/core';
import { useHydratedPublicConfig } from '../../../lib/public-config';

/** This server's contact address as a mailto link (CONTACT_EMAIL). */
export function ContactEmail() {
  const email = useHydratedPublicConfig()?.contactEmail;
  if (!email) return <span>our support address (see Contact us below)</span>;
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}
