import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { TestModeBanner } from '../../../components/test-mode-banner';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubscriptionStatus } from '../api/subscription-status';
import { useSetCancelAtPeriodEnd } from '../api/test-portal';

/** Test mode's stand-in for Stripe's customer portal: cancel at the end of the period, or resume. */
export function TestPortalPage() {
  usePageTitle('Manage subscription (test mode)');
  const [params] = useSearchParams();
  // Only a return address on this site is followed; the page's origin is known in the browser alone, so a
  // server-drawn page links to membership until the app takes over.
  const [back, setBack] = useState<string>(paths.membership);
  useEffect(() => {
    const requested = params.get('return');
    setBack(requested?.startsWith(window.location.origin) ? new URL(requested).pathname : paths.membership);
  }, [params]);
  const status = useSubscriptionStatus(true);
  const update = useSetCancelAtPeriodEnd();

  if (status.isPending) return <PageLoader label="Loading your subscription…" />;
  const subscription = status.data?.subscription;
  return (
    <Stack maw={520} mx="auto" py="lg" gap="lg">
      <TestModeBanner>
        This stands in for Stripe&apos;s billing portal because payments are not set up here.
      </TestModeBanner>
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm">
          <Title order={1} size="h2">
            Manage subscription
          </Title>
          {!subscription ? (
            <Text>You have no subscription to manage.</Text>
          ) : (
            <>
              <Text>
                Kurio Pro, billed {subscription.interval}.{' '}
                {subscription.cancelAtPeriodEnd
                  ? `Ends on ${formatLongDate(subscription.currentPeriodEnd)}.`
                  : `Paid through ${formatLongDate(subscription.currentPeriodEnd)}.`}
              </Text>
              {subscription.cancelAtPeriodEnd ? (
                <Button loading={update.isPending} onClick={() => update.mutate(false)}>
                  Resume subscription
                </Button>
              ) : (
                <Button color="red" variant="light" loading={update.isPending} onClick={() => update.mutate(true)}>
                  Cancel subscription
                </Button>
              )}
              {update.isError && <Alert color="red">{update.error.message}</Alert>}
            </>
          )}
          <Anchor component={Link} to={back}>
            Back to Kurio
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
