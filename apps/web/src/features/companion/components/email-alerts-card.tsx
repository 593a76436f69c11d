import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import type { ParentAlert } from '@kurio/shared/parent-alerts';
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useParentAlerts } from '../api/parent-alerts';
import classes from './companion.module.css';
import { at, deliveryText } from './email-delivery';
import { OtherFlagsChoice } from './other-flags-choice';
import { QueryError } from './query-error';
import { WeeklySummaryChoice } from './weekly-summary-choice';

function AlertItem({ alert, emailConfigured }: { alert: ParentAlert; emailConfigured: boolean }) {
  const delivery = deliveryText(alert, emailConfigured);
  const label = safetyCategoryLabels[alert.category];
  return (
    <Card withBorder radius="md" component="li">
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{label}</Text>
        <Text size="sm" c="dimmed">
          {at(alert.createdAt)}
        </Text>
      </Group>
      <Text size="sm" mt="xs" c={delivery.failed ? 'red.9' : undefined} fw={delivery.failed ? 700 : undefined}>
        {delivery.text}
      </Text>
      <Anchor
        component={Link}
        to={`${paths.parentsConversation}/${alert.conversationId}`}
        size="sm"
        mt="xs"
        aria-label={`Open the conversation flagged for ${label}`}
      >
        Open the conversation
      </Anchor>
    </Card>
  );
}

/**
 * docs/product.md §2 email alerts: serious flags the parent is emailed about, with what became of each email,
 * and how to switch email on when the server has no SMTP_URL (decision 145).
 */
export function EmailAlertsCard() {
  const alerts = useParentAlerts();
  return (
    <Card withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="email-alerts-title">
      <Title order={2} size="h3" id="email-alerts-title">
        Email alerts
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Serious flags (self-harm, abuse, secrets, strangers or emergencies, medical) are emailed to you within a minute.
        The email names the topic and links here; it never repeats what your child said.
      </Text>
      <OtherFlagsChoice />
      <WeeklySummaryChoice />
      {alerts.isPending && <Text mt="md">Loading alerts…</Text>}
      {alerts.isError && <QueryError error={alerts.error} onRetry={() => alerts.refetch()} />}
      {alerts.data && !alerts.data.emailConfigured && (
        <Alert color="blue" variant="light" mt="md" title="Email is not set up">
          Alerts are listed here only. To receive them by email, whoever runs this Kurio sets SMTP_URL on the server to
          their mail server (see "Email alerts" in the README) and restarts it.
        </Alert>
      )}
      {alerts.data?.alerts.length === 0 && <Text mt="md">No alerts so far.</Text>}
      {alerts.data && alerts.data.alerts.length > 0 && (
        <Stack component="ul" gap="sm" mt="md" className={classes.plainList}>
          {alerts.data.alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} emailConfigured={alerts.data.emailConfigured} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
