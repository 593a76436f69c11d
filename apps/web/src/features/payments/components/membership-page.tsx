import { isPro, neverExpires, planNames, subscriptionNames } from '@kurio/shared/membership-plans';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useSubscriptionStatus } from '../api/subscription-status';

/** Membership card (docs/product.md §2): the plan; for pro, subscription type and expiry; Upgrade or Change Plan. */
export function MembershipPage() {
  usePageTitle('Membership');
  const membership = useSignedInUser().user.membership;
  const pro = isPro(membership);
  const status = useSubscriptionStatus(pro);
  const portal = useOpenBillingPortal();
  const subscription = status.data?.subscription;
  return (
    <Paper withBorder radius="lg" p="xl" maw={480} mx="auto" mt="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Membership
        </Title>
        <NeedsConnection what="managing your membership" />
        <Group gap="xs">
          <Text fw={600}>Plan:</Text>
          <Badge size="lg" color={pro ? 'violet' : 'gray'} variant={pro ? 'filled' : 'light'}>
            {planNames[membership.plan] ?? 'pro'}
          </Badge>
        </Group>
        {pro && (
          <>
            <Text>
              <Text span fw={600}>
                Subscription:
              </Text>{' '}
              {subscriptionNames[membership.subscription] ?? 'Lifetime'}
            </Text>
            <Text>
              <Text span fw={600}>
                Expires:
              </Text>{' '}
              {membership.expireAt === neverExpires ? 'Never' : formatLongDate(membership.expireAt)}
            </Text>
            {subscription && (
              <Text size="sm" c="gray.7">
                {subscription.cancelAtPeriodEnd
                  ? 'Cancelled: Pro stays on until the expiry date, then your account returns to Free.'
                  : subscription.status === 'trialing'
                    ? 'In your free trial; it renews automatically unless you cancel.'
                    : 'Renews automatically on the expiry date.'}
              </Text>
            )}
          </>
        )}
        {!pro && (
          <Text c="gray.7">Free: up to 100 cards and 50 AI-generated cards a month, with basic spaced repetition.</Text>
        )}
        <Button component={Link} to={paths.pricing}>
          {pro ? 'Change Plan' : 'Upgrade to Pro'}
        </Button>
        {subscription && (
          <Button variant="default" loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
            Manage subscription
          </Button>
        )}
        {portal.isError && <Alert color="red">{portal.error.message}</Alert>}
      </Stack>
    </Paper>
  );
}
