import { interviewGuide } from '@kurio/shared/pricing';
import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmPayment } from '../api/confirm-payment';

const redirectDelayMs = 2000;

/** docs/product.md §2 payment success: reads cs_id, confirms it, thanks the buyer, then on to /membership. */
export function PaymentSuccessPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const csId = params.get('cs_id') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !csId) return;
    sent.current = true;
    confirm.mutate(csId, {
      onSuccess: ({ purchase }) => {
        if (purchase === 'pro') setTimeout(() => navigate(paths.membership, { replace: true }), redirectDelayMs);
      },
    });
  }, [csId, confirm, navigate]);

  if (confirm.error instanceof ApiError && confirm.error.code === 'checkoutExpired') {
    return (
      <Stack align="center" py={64} maw={520} mx="auto">
        <Title order={1}>This checkout has ended</Title>
        <Alert color="yellow" w="100%">
          {confirm.error.message}
        </Alert>
        <Group>
          <Anchor component={Link} to={paths.pricing}>
            See Pro plans
          </Anchor>
          <Anchor component={Link} to={paths.interviewGuide}>
            Order the interview guide
          </Anchor>
        </Group>
      </Stack>
    );
  }
  if (!csId || confirm.isError) {
    return (
      <Stack align="center" py={64} maw={520} mx="auto">
        <Title order={1}>We could not confirm this payment</Title>
        <Alert color="red" w="100%">
          {confirm.error?.message ?? 'This link has no checkout to confirm.'} If you were charged, your membership
          updates as soon as the payment provider tells us; contact us if it does not.
        </Alert>
        <Anchor component={Link} to={paths.membership}>
          Go to your membership
        </Anchor>
      </Stack>
    );
  }
  if (!confirm.isSuccess) {
    return (
      <Stack align="center" py={80} gap="md">
        <Title order={1} size="h3">
          Confirming your payment…
        </Title>
        <Loader aria-label="Confirming your payment" />
      </Stack>
    );
  }
  if (confirm.data.purchase === 'guide') {
    return (
      <Stack align="center" py={64} maw={560} mx="auto" ta="center">
        <Title order={1}>Thank you for your order!</Title>
        <Text>
          Your interview prep guide will be emailed within {interviewGuide.deliveryHours} hours. Not happy with it? Ask
          for a full refund within {interviewGuide.refundDays} days.
        </Text>
        <Anchor component={Link} to={paths.home}>
          Back to Kurio
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack align="center" py={64} gap="md" ta="center">
      <Title order={1}>Thank you for subscribing!</Title>
      <Text c="gray.7">Taking you to your membership…</Text>
      <Loader size="sm" aria-label="Opening your membership" />
    </Stack>
  );
}
