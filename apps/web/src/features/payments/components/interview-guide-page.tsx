import { zodResolver } from '@hookform/resolvers/zod';
import {
  fileProblem,
  type OrderFields,
  orderFieldsSchema,
  orderMessages,
  timeframeOptions,
} from '@kurio/shared/checkout';
import { formatUsd, interviewGuide } from '@kurio/shared/pricing';
import { Alert, List, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NeedsConnection } from '../../../components/needs-connection';
import { SubmitButton } from '../../../components/submit-button';
import { usePageMeta } from '../../../lib/page-meta';
import { useOrderGuide } from '../api/order-guide';
import { FileDropZone } from './file-drop-zone';

/** What the guide is and what the learner gets for its price. */
function GuideOffer() {
  return (
    <Stack gap="md">
      <Title order={1}>Product manager interview prep guide</Title>
      <NeedsConnection what="checkout" />
      <Text size="lg">
        A written guide made for your interview: the questions a product manager is most likely to face at your stage,
        how to structure your answers, and what to research about the company first.
      </Text>
      <List spacing="xs">
        <List.Item>
          <Text span fw={700}>
            {formatUsd(interviewGuide.priceCents)}
          </Text>{' '}
          one-time payment, no subscription
        </List.Item>
        <List.Item>Delivered to your email within {interviewGuide.deliveryHours} hours</List.Item>
        <List.Item>Full refund within {interviewGuide.refundDays} days if it does not help you</List.Item>
        <List.Item>Add a job description, your résumé or notes and the guide is tailored to them</List.Item>
      </List>
    </Stack>
  );
}

/** The order: its fields, the optional file (refused here when wrong), and the checkout it leaves for. */
function useGuideOrder() {
  const order = useOrderGuide();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const form = useForm<OrderFields>({
    resolver: zodResolver(orderFieldsSchema),
    defaultValues: { role: '', timeframe: '' as OrderFields['timeframe'], email: '' },
  });

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setFileError(chosen ? fileProblem(chosen) : undefined);
  };

  const submit = form.handleSubmit(
    (values) => {
      if (fileError) return;
      setFailed(false);
      order.mutate(
        { ...values, prepMaterial: file },
        {
          onSuccess: ({ url }) => {
            if (url) window.location.assign(url);
            else setFailed(true);
          },
          onError: () => setFailed(true),
        },
      );
    },
    () => undefined,
  );
  return { form, file, fileError, chooseFile, failed, submit, submitting: order.isPending || order.isSuccess };
}

/** Interview guide order form (docs/product.md §2, §4, §5): idle → 'Processing...' → checkout, or error and idle. */
export function InterviewGuidePage() {
  usePageMeta({
    title: 'Product manager interview prep guide',
    description:
      'Order a product manager interview prep guide written for your role and timeframe: $50 once, delivered within 24 hours, 30-day refund.',
  });
  const { form, file, fileError, chooseFile, failed, submit, submitting } = useGuideOrder();

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" py="lg" maw={1040} mx="auto">
      <GuideOffer />
      <Paper withBorder radius="lg" p="xl" component="form" onSubmit={submit} noValidate aria-label="Order form">
        <Stack gap="md">
          <TextInput
            label="Role you are interviewing for"
            placeholder="Senior Product Manager"
            disabled={submitting}
            error={form.formState.errors.role?.message}
            {...form.register('role')}
          />
          <Controller
            control={form.control}
            name="timeframe"
            render={({ field, fieldState }) => (
              <NativeSelect
                label="When is your interview?"
                disabled={submitting}
                error={fieldState.error ? orderMessages.timeframeRequired : undefined}
                data={[{ value: '', label: 'Select a timeframe' }, ...timeframeOptions]}
                {...field}
              />
            )}
          />
          <FileDropZone
            label="Preparation material (optional)"
            file={file}
            error={fileError}
            disabled={submitting}
            onChange={chooseFile}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            disabled={submitting}
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          {failed && (
            <Alert color="red" role="alert">
              {orderMessages.failed}
            </Alert>
          )}
          <SubmitButton size="md" disabled={submitting}>
            {submitting ? 'Processing...' : `Pay ${formatUsd(interviewGuide.priceCents)}`}
          </SubmitButton>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
