import { isPro } from '@kurio/shared/membership-plans';
import {
  type BillingInterval,
  formatUsd,
  freePlan,
  proPlan,
  sharedFeatures,
  yearlySavingsLabel,
} from '@kurio/shared/pricing';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../session/use-session';
import { useStartProCheckout } from '../api/start-pro-checkout';

const isInterval = (value: string | null): value is BillingInterval => value === 'monthly' || value === 'yearly';

/**
 * Pricing (docs/product.md §2): Monthly/Yearly toggle, Free and Pro cards; Upgrade goes to checkout (after signup for
 * visitors).
 */
export function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Kurio Free: 50 AI flashcards a month and up to 100 cards. Pro: unlimited cards, FSRS scheduling and analytics for $9.99 a month or $99 a year, with a 7-day free trial.',
  });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useSession().user;
  const signedIn = user.id !== '';
  const pro = signedIn && isPro(user.membership);
  const upgradeAfterSignup = params.get('upgrade');
  const interval: BillingInterval = isInterval(params.get('interval'))
    ? (params.get('interval') as BillingInterval)
    : isInterval(upgradeAfterSignup)
      ? upgradeAfterSignup
      : 'monthly';
  const checkout = useStartProCheckout();

  const upgrade = () => {
    if (signedIn) checkout.mutate({ plan: 'pro', interval });
    else navigate(paths.signup, { state: { from: `${paths.pricing}?upgrade=${interval}` } });
  };

  // Back from signup with ?upgrade=…: go straight on to checkout, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn || pro || !isInterval(upgradeAfterSignup)) return;
    resumed.current = true;
    checkout.mutate({ plan: 'pro', interval: upgradeAfterSignup });
  }, [signedIn, pro, upgradeAfterSignup, checkout]);

  const price = proPlan.priceCents[interval];
  return (
    <Stack gap="xl" py="lg" maw={880} mx="auto">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>Pricing</Title>
        <Text c="gray.7" maw={560}>
          Start free. Upgrade when you want unlimited cards and the advanced scheduler. Cancel any time.
        </Text>
        <SegmentedControl
          mt="sm"
          aria-label="Billing period"
          value={interval}
          onChange={(value) => setParams({ interval: value }, { replace: true })}
          data={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
        />
        <Text size="sm" c="teal.9" fw={600}>
          {yearlySavingsLabel}
        </Text>
      </Stack>

      <NeedsConnection what="checkout" />
      {checkout.isError && (
        <Alert color="red" title="Checkout did not open">
          {checkout.error.message}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3">
              {freePlan.name}
            </Title>
            <Text size="xl" fw={700}>
              {formatUsd(freePlan.priceCents)}{' '}
              <Text span c="gray.7" fw={400}>
                / month
              </Text>
            </Text>
            <List spacing={6} style={{ flexGrow: 1 }}>
              {[...freePlan.features, ...sharedFeatures].map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            {/* A disabled link would still take focus and follow Enter: the current plan is a disabled button. */}
            {signedIn && !pro ? (
              <Button variant="light" disabled>
                Your current plan
              </Button>
            ) : pro ? (
              <Button variant="light" component={Link} to={paths.membership}>
                Manage your plan
              </Button>
            ) : (
              <Button variant="light" component={Link} to={paths.signup}>
                Sign up free
              </Button>
            )}
          </Stack>
        </Card>

        <Card
          withBorder
          radius="lg"
          padding="xl"
          style={{ borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 }}
        >
          <Stack gap="sm" h="100%">
            <Group justify="space-between">
              <Title order={2} size="h3">
                {proPlan.name}
              </Title>
              <Badge color="violet">{proPlan.trialDays}-day free trial</Badge>
            </Group>
            <Text size="xl" fw={700}>
              {formatUsd(price)}{' '}
              <Text span c="gray.7" fw={400}>
                / {interval === 'yearly' ? 'year' : 'month'}
              </Text>
            </Text>
            <List spacing={6} style={{ flexGrow: 1 }}>
              {[...proPlan.features, ...sharedFeatures].map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            {pro ? (
              <Button component={Link} to={paths.membership}>
                Manage your plan
              </Button>
            ) : (
              <Button onClick={upgrade} loading={checkout.isPending || checkout.isSuccess}>
                Upgrade
              </Button>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <Text size="sm" c="gray.7" ta="center">
        Pro starts with a {proPlan.trialDays}-day free trial; you are charged {formatUsd(price)} when it ends unless you
        cancel before then. Prices in US dollars.
      </Text>
    </Stack>
  );
}
