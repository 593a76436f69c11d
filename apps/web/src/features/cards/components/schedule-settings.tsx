import { minimumRepeatReviews, type ScheduleSettings as Settings } from '@kurio/shared/card-schedule';
import { desiredRetentionMax, desiredRetentionMin } from '@kurio/shared/scheduler/fsrs-settings';
import { Alert, Button, Group, Slider, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/format-date';
import { useOptimiseSchedule, useScheduleSettings, useSetRetention, useWorkload } from '../api/schedule-settings';
import { ApiErrorAlert } from './api-error-alert';

const formatNumber = (value: number) => value.toLocaleString('en');
/** Whole percents: the slider's steps add up with floating-point error, which the server's bounds would refuse. */
const hundredths = (value: number) => Math.round(value * 100) / 100;
const percent = (value: number) => `${Math.round(value * 100)} %`;
const figure = (value: number) => value.toFixed(3);

/** Log loss and RMSE of both parameter sets on the learner's latest reviews, kept out of training. */
function TrainingFigures({ training }: { training: NonNullable<Settings['training']> }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Last trained {formatLongDate(training.trainedAt)} on {formatNumber(training.trainedOnReviews)} reviews.{' '}
        {training.inUse
          ? 'Your trained parameters schedule your cards: they predicted your latest reviews better.'
          : 'The default parameters still schedule your cards: they predicted your latest reviews as well or better.'}
      </Text>
      <Table captionSide="top" withTableBorder>
        <Table.Caption>How well each set predicted your latest reviews (lower is better)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Parameters</Table.Th>
            <Table.Th scope="col">Log loss</Table.Th>
            <Table.Th scope="col">RMSE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(
            [
              ['Default', training.defaults],
              ['Trained on you', training.trained],
            ] as const
          ).map(([name, fit]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row">{name}</Table.Th>
              <Table.Td>{figure(fit.logLoss)}</Table.Td>
              <Table.Td>{figure(fit.rmse)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** "Optimise now" and what training has found; why not, where the optimizer cannot run here. */
function Training({ settings }: { settings: Settings }) {
  const optimise = useOptimiseSchedule();
  const enough = settings.repeatReviewCount >= minimumRepeatReviews;
  return (
    <Stack gap="sm">
      {settings.training ? (
        <TrainingFigures training={settings.training} />
      ) : (
        <Text size="sm">
          Not trained yet. FSRS trains on your reviews once you have {minimumRepeatReviews} reviews of cards first seen
          on an earlier day (you have {formatNumber(settings.repeatReviewCount)}), then again after every 1,000 reviews.
        </Text>
      )}
      {settings.optimizerUnavailable ? (
        <Alert color="yellow" title="Training is not available on this server">
          {settings.optimizerUnavailable} Your cards are scheduled with FSRS’s default parameters.
        </Alert>
      ) : (
        <Group>
          <Button
            variant="default"
            onClick={() => optimise.mutate()}
            loading={optimise.isPending || settings.trainingNow}
            disabled={!enough}
          >
            Optimise now
          </Button>
          {optimise.isPending && <Text size="sm">Training on your reviews; this takes a few seconds.</Text>}
        </Group>
      )}
      <ApiErrorAlert error={optimise.error} title="Training did not finish" />
    </Stack>
  );
}

/** The desired retention, with the 30-day workload at the value chosen shown before it is saved. */
function Retention({ settings }: { settings: Settings }) {
  const [chosen, setChosen] = useState(settings.desiredRetention);
  const [previewed, setPreviewed] = useState(settings.desiredRetention);
  const save = useSetRetention();
  const workload = useWorkload(previewed, true);
  const busiest = workload.data ? Math.max(...workload.data.perDay) : 0;
  return (
    <Stack gap="sm">
      <Text size="sm" id="retention-label">
        Desired retention: <strong>{percent(chosen)}</strong> of cards remembered when they come back
      </Text>
      <Slider
        aria-labelledby="retention-label"
        mt="lg"
        min={desiredRetentionMin}
        max={desiredRetentionMax}
        step={0.01}
        value={chosen}
        onChange={(value) => setChosen(hundredths(value))}
        onChangeEnd={(value) => setPreviewed(hundredths(value))}
        label={percent}
        marks={[{ value: 0.7 }, { value: 0.8 }, { value: 0.9 }]}
      />
      <Text size="sm" aria-live="polite">
        {workload.data
          ? `At ${percent(workload.data.desiredRetention)}: about ${workload.data.averagePerDay} reviews a day over the next 30 days, ${Math.round(busiest)} on the busiest day.`
          : 'Working out the next 30 days…'}
      </Text>
      <Text size="xs" c="dimmed">
        Estimated by Kurio’s own simulation of your cards with ts-fsrs; new cards you add are not counted.
      </Text>
      <Group>
        <Button
          onClick={() => save.mutate(chosen)}
          loading={save.isPending}
          disabled={chosen === settings.desiredRetention}
        >
          Save retention
        </Button>
        {save.isSuccess && chosen === settings.desiredRetention && <Text size="sm">Saved.</Text>}
      </Group>
      <ApiErrorAlert error={save.error} title="Retention not saved" />
    </Stack>
  );
}

/** Settings, Schedule (decision 136): Pro's trained FSRS and desired retention; what Pro would change, on free. */
export function ScheduleSettings() {
  const settings = useScheduleSettings();
  if (settings.isError) return <ApiErrorAlert error={settings.error} title="Schedule settings did not load" />;
  if (!settings.data) return <Text size="sm">Loading…</Text>;
  const data = settings.data;
  if (data.engine === 'sm2')
    return (
      <Text size="sm">
        Your cards are scheduled with SM-2. With your {formatNumber(data.reviewCount)} reviews, Pro would schedule you
        with FSRS parameters trained on them, at the retention you choose.
      </Text>
    );
  return (
    <Stack gap="lg">
      <Training settings={data} />
      <Retention settings={data} />
    </Stack>
  );
}
