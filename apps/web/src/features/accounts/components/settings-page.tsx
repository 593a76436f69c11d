import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExportData } from '../api/export-data';
import { DeleteAccount } from './delete-account';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Account settings, from the user menu: name, password, the schedule (given by the app layer: it belongs to the
 * cards feature), export everything, delete everything.
 */
export function SettingsPage({ schedule }: { schedule?: ReactNode }) {
  usePageTitle('Account settings');
  const exportData = useExportData();
  return (
    <Stack maw={560} mx="auto" py="lg" gap="lg">
      <Title order={1}>Account settings</Title>
      <Section title="Name">
        <NameForm />
      </Section>
      <Section title="Password">
        <PasswordForm />
      </Section>
      {schedule && <Section title="Schedule">{schedule}</Section>}
      <Section title="Export my data">
        <Text size="sm">Download everything Kurio stores about you as one JSON file.</Text>
        <Button variant="default" mt="sm" loading={exportData.isPending} onClick={() => exportData.mutate()}>
          Export my data
        </Button>
        {exportData.isError && (
          <Alert color="red" mt="sm">
            {exportData.error.message}
          </Alert>
        )}
      </Section>
      <Section title="Delete my account">
        <DeleteAccount />
      </Section>
    </Stack>
  );
}
