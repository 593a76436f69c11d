import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** What free users get by upgrading: the charts, FSRS scheduling, no card cap (docs/product.md §6, §9). */
export function ProAnalyticsTeaser() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="pro-analytics-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="pro-analytics-title">
          Analytics with Kurio Pro
        </Title>
        <Text size="sm">Pro adds:</Text>
        <List size="sm" spacing={4}>
          <List.Item>Your true retention, by interval, by deck and week by week</List.Item>
          <List.Item>A 30-day forecast of the cards falling due, and your cards by state</List.Item>
          <List.Item>Reviews per day and a year-long review-activity heatmap</List.Item>
          <List.Item>The FSRS algorithm, which schedules reviews more precisely than SM-2</List.Item>
          <List.Item>Unlimited cards (the free plan holds 100)</List.Item>
        </List>
        <Anchor component={Link} to={paths.pricing} fw={600}>
          See Pro plans
        </Anchor>
      </Stack>
    </Paper>
  );
}
