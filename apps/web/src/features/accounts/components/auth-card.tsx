import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { GoogleButton } from './google-button';

interface AuthCardProps {
  title: string;
  onSignedIn: () => void;
  footerText: string;
  footerLink: { to: string; label: string };
  children: ReactNode;
}

export function AuthCard({ title, onSignedIn, footerText, footerLink, children }: AuthCardProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={420}
      mx="auto"
      mt={{ base: 'md', sm: 48 }}
    >
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <NeedsConnection what="signing in" />
        <GoogleButton onSignedIn={onSignedIn} />
        <Divider label="OR" labelPosition="center" />
        {children}
        <Text size="sm" ta="center">
          {footerText}{' '}
          <Anchor component={Link} to={footerLink.to} fw={600}>
            {footerLink.label}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
