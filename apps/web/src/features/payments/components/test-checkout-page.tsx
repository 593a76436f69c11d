import { formatUsd } from '@kurio/shared/pricing';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { PageLoader } from '../../../components/page-loader';
import { TestModeBanner } from '../../../components/test-mode-banner';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFinishTestCheckout, useTestCheckout } from '../api/test-checkout';

/** The built-in test-mode provider's checkout page: no card, no money; pays or cancels and returns like Stripe. */
export function TestCheckoutPage() {
  usePageTitle('Test checkout');
  const { checkoutId = '' } = useParams();
  const checkoutQuery = useTestCheckout(checkoutId);
  const finish = useFinishTestCheckout();

  if (checkoutQuery.isPending) return <PageLoader label="Loading checkout…" />;
  if (checkoutQuery.isError) {
    return (
      <Stack maw={520} mx="auto" py="xl">
        <Title order={1}>Checkout not found</Title>
        <Text>This checkout does not exist or belongs to another account.</Text>
        <Anchor component={Link} to={paths.pricing}>
          Back to pricing
        </Anchor>
      </Stack>
    );
  }
  const checkout = checkoutQuery.data;
  const busy = finish.isPending || finish.isSuccess;
  const product =
    checkout.kind === 'guide'
      ? 'Product manager interview prep guide'
      : `Kurio Pro, billed ${checkout.interval === 'yearly' ? 'yearly' : 'monthly'}`;
  return (
    <Stack maw={520} mx="auto" py="lg" gap="lg">
      <TestModeBanner>
        Payments are not set up on this server, so this is Kurio&apos;s built-in test checkout. No card is asked for and
        no money moves.
      </TestModeBanner>
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm">
          <Title order={1} size="h2">
            Test checkout
          </Title>
          <NeedsConnection what="checkout" />
          <Text fw={600}>{product}</Text>
          <Text size="xl" fw={700}>
            {formatUsd(checkout.amountCents)}
            {checkout.kind === 'pro' && ` / ${checkout.interval === 'yearly' ? 'year' : 'month'}`}
          </Text>
          {checkout.trialDays > 0 && (
            <Text c="gray.7">{checkout.trialDays}-day free trial, then billed automatically.</Text>
          )}
          <Text c="gray.7">Receipt to {checkout.email}</Text>
          {checkout.status !== 'open' ? (
            <Alert color="gray">
              This checkout is already {checkout.status === 'complete' ? 'paid' : 'cancelled'}.
            </Alert>
          ) : (
            <Group grow mt="sm">
              <Button
                variant="default"
                disabled={busy}
                onClick={() => finish.mutate({ id: checkout.id, outcome: 'cancel' })}
              >
                Cancel
              </Button>
              <Button
                disabled={busy}
                loading={busy}
                onClick={() => finish.mutate({ id: checkout.id, outcome: 'complete' })}
              >
                Pay {formatUsd(checkout.amountCents)} (test)
              </Button>
            </Group>
          )}
          {finish.isError && <Alert color="red">{finish.error.message}</Alert>}
        </Stack>
      </Paper>
    </Stack>
  );
}
