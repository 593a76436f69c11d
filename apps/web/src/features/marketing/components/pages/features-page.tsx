import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { InfoPage } from '../info-page';

export function FeaturesPage() {
  return (
    <InfoPage
      title="Features"
      intro="Kurio is one place to learn something and keep it: flashcards that schedule themselves, narrated lessons you can interrupt with questions, book quests, and a voice companion for children."
      sections={[
        {
          heading: 'AI flashcards with spaced repetition',
          body: 'Name a topic and Kurio writes question-and-answer cards. Edit them, keep the ones you want, and review them when they are due.',
          items: [
            'Free plan: the SM-2 schedule (the classic SuperMemo formulas)',
            'Pro plan: FSRS, a newer scheduler that predicts forgetting more accurately',
            'A dashboard with what is due today and the size of your collection',
            'Export every card as JSON from your account settings',
          ],
        },
        {
          heading: 'Audio lessons with a tutor',
          body: 'A seven-lesson course on personal finance, narrated with a synchronized transcript. Press "Wait, I have questions" (or W) and ask the tutor about the sentence you just heard.',
        },
        {
          heading: 'Book quests',
          body: 'Pick a book, listen to it episode by episode, tick off what you finished and keep a day streak going.',
        },
        {
          heading: 'Voice companion for kids (beta)',
          body: 'Children talk to a friendly character by voice. Parents see the transcripts, can delete them, and can create their own characters. Only text is stored, never audio.',
        },
        {
          heading: 'Works with the model you choose',
          body: (
            <>
              Kurio runs without any AI key in an offline mode, or with OpenAI, Anthropic or any OpenAI-compatible
              server such as Ollama or vLLM. See{' '}
              <Anchor component={Link} to="/help">
                Help
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} to={paths.pricing}>
                Pricing
              </Anchor>
              .
            </>
          ),
        },
      ]}
    />
  );
}
