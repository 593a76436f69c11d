import { type AnkiImportResult, ankiReviewSkipReasons } from '@kurio/shared/cards';
import { Alert, List, Text } from '@mantine/core';

const readings: Record<AnkiImportResult['noteTypes'][number]['readAs'], string> = {
  basic: 'question and answer',
  reversed: 'both directions',
  optionalReversed: 'optional reverse',
  cloze: 'one card per cloze deletion',
  imageOcclusion: 'image occlusion, one card per area',
  firstTwoFields: 'unknown type: first two fields as question and answer',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const scheduled: Record<AnkiImportResult['scheduling'], string> = {
  keep: ', keeping Anki’s scheduling',
  reschedule: ', rescheduled from their review history',
  fresh: ', all new',
};

/** The reviews the package's log brought along, and those it left out by reason. */
function ReviewsReport({ reviews }: { reviews: AnkiImportResult['reviews'] }) {
  if (reviews.imported === 0 && reviews.skipped.length === 0) return null;
  return (
    <>
      <Text size="sm" mt="xs">
        Review history: {plural(reviews.imported, 'review')} imported.
      </Text>
      {reviews.skipped.length > 0 && (
        <List size="sm" aria-label="Reviews left out">
          {reviews.skipped.map((item) => (
            <List.Item key={item.reason}>
              {ankiReviewSkipReasons[item.reason]}: {item.count}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/** The light variants' titles, even green at shade 9 (3.8:1), are below WCAG AA contrast on their tint: text passes. */
export const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

/** What an Anki import brought in, per deck and note type, and what it left out and why. */
export function AnkiImportReport({ report }: { report: AnkiImportResult }) {
  return (
    <Alert
      color={report.skipped.length ? 'yellow' : 'green'}
      variant="light"
      role="status"
      title="Anki import finished"
      styles={readableTitle}
    >
      <Text size="sm">
        Imported {plural(report.imported, 'card')}
        {scheduled[report.scheduling]}.
      </Text>
      <List size="sm" mt={4} aria-label="Cards per deck">
        {report.decks.map((deck) => (
          <List.Item key={deck.name}>
            {deck.name}: {plural(deck.imported, 'card')}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        Note types:{' '}
        {report.noteTypes
          .map((type) => `${type.name} (${plural(type.notes, 'note')}, ${readings[type.readAs]})`)
          .join('; ')}
      </Text>
      <ReviewsReport reviews={report.reviews} />
      {report.skipped.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            Left out:
          </Text>
          <List size="sm" aria-label="Left out">
            {report.skipped.map((item) => (
              <List.Item key={item.reason}>
                {item.reason}: {item.count}
                {item.examples.length > 0 && ` (${item.examples.join(', ')})`}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
