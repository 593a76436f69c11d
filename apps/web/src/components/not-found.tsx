import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" py={80} gap="md">
      <Title order={1}>Page not found.</Title>
      <Text c="gray.7">The address may be mistyped, or the page has moved.</Text>
      <Button component={Link} to={paths.home} variant="light">
        Go to the home page
      </Button>
    </Stack>
  );
}
