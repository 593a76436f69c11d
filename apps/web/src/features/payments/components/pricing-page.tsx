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
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useStartProCheckout } from '../api/start-pro-checkout';

const isInterval = (value: string | null): value is BillingInterval => value === 'monthly' || value === 'yearly';

/** A plan's card: name, price, what it includes, and what the learner can do about it. */
function PlanCard({
  title,
  price,
  per,
  features,
  action,
  highlighted = false,
}: {
  title: ReactNode;
  price: number;
  per: string;
  features: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      style={highlighted ? { borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        {title}
        <Text size="xl" fw={700}>
          {formatUsd(price)}{' '}
          <Text span c="gray.7" fw={400}>
            / {per}
          </Text>
        </Text>
        <List spacing={6} style={{ flexGrow: 1 }}>
          {[...features, ...sharedFeatures].map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}

/** Free's action: the current plan (a disabled button: a disabled link would still take focus and follow Enter). */
function FreePlanAction({ signedIn, pro }: { signedIn: boolean; pro: boolean }) {
  if (signedIn && !pro) {
    return (
      <Button variant="light" disabled>
        Your current plan
      </Button>
    );
  }
  return pro ? (
    <Button variant="light" component={Link} to={paths.membership}>
      Manage your plan
    </Button>
  ) : (
    <Button variant="light" component={Link} to={paths.signup}>
      Sign up free
    </Button>
  );
}

/** Pro's action: Manage for a Pro member, else Upgrade (busy while the checkout opens). */
function ProPlanAction({ pro, onUpgrade, opening }: { pro: boolean; onUpgrade: () => void; opening: boolean }) {
  return pro ? (
    <Button component={Link} to={paths.membership}>
      Manage your plan
    </Button>
  ) : (
    <Button onClick={onUpgrade} loading={opening}>
      Upgrade
    </Button>
  );
}

/**
 * Upgrade: checkout for a member, signup first for a visitor, who comes back with ?upgrade=… and goes straight
 * on to checkout, once.
 */
function useUpgrade(interval: BillingInterval, upgradeAfterSignup: string | null) {
  const navigate = useNavigate();
  const user = useSignedInUser().user;
  const signedIn = user.id !== '';
  const pro = signedIn && isPro(user.membership);
  const checkout = useStartProCheckout();
  const upgrade = () => {
    if (signedIn) checkout.mutate({ plan: 'pro', interval });
    else navigate(paths.signup, { state: { from: `${paths.pricing}?upgrade=${interval}` } });
  };
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn || pro || !isInterval(upgradeAfterSignup)) return;
    resumed.current = true;
    checkout.mutate({ plan: 'pro', interval: upgradeAfterSignup });
  }, [signedIn, pro, upgradeAfterSignup, checkout]);
  return { signedIn, pro, checkout, upgrade };
}

/** The billing period in the address (?interval=…), or the one a visitor chose before signing up. */
function useBillingInterval() {
  const [params, setParams] = useSearchParams();
  const upgradeAfterSignup = params.get('upgrade');
  const interval: BillingInterval = isInterval(params.get('interval'))
    ? (params.get('interval') as BillingInterval)
    : isInterval(upgradeAfterSignup)
      ? upgradeAfterSignup
      : 'monthly';
  const setInterval = (value: string) => setParams({ interval: value }, { replace: true });
  return { interval, setInterval, upgradeAfterSignup };
}

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
  const { interval, setInterval, upgradeAfterSignup } = useBillingInterval();
  const { signedIn, pro, checkout, upgrade } = useUpgrade(interval, upgradeAfterSignup);
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
          onChange={setInterval}
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
        <PlanCard
          title={
            <Title order={2} size="h3">
              {freePlan.name}
            </Title>
          }
          price={freePlan.priceCents}
          per="month"
          features={freePlan.features}
          action={<FreePlanAction signedIn={signedIn} pro={pro} />}
        />
        <PlanCard
          highlighted
          title={
            <Group justify="space-between">
              <Title order={2} size="h3">
                {proPlan.name}
              </Title>
              <Badge color="violet">{proPlan.trialDays}-day free trial</Badge>
            </Group>
          }
          price={price}
          per={interval === 'yearly' ? 'year' : 'month'}
          features={proPlan.features}
          action={<ProPlanAction pro={pro} onUpgrade={upgrade} opening={checkout.isPending || checkout.isSuccess} />}
        />
      </SimpleGrid>
      <Text size="sm" c="gray.7" ta="center">
        Pro starts with a {proPlan.trialDays}-day free trial; you are charged {formatUsd(price)} when it ends unless you
        cancel before then. Prices in US dollars.
      </Text>
    </Stack>
  );
}
