import { ContactEmail } from '../contact-email';
import { InfoPage } from '../info-page';

export function AboutPage() {
  return (
    <InfoPage
      title="About Kurio"
      intro="Kurio is a learning app built on two ideas: people remember what they actively recall at the right moment, and curiosity is worth protecting, especially in children."
      sections={[
        {
          heading: 'What we build',
          body: 'Flashcards scheduled by proven spaced-repetition algorithms, narrated lessons you can question, book quests, and a voice companion that answers a child’s questions without ads, feeds or endless scrolling.',
        },
        {
          heading: 'How we build it',
          body: 'Kurio is one web app and one server. It starts with no accounts or keys to configure, keeps its data in its own database, and lets whoever runs it choose the AI model, including one that runs on their own machine.',
          items: [
            'Children’s conversations are stored as text only, never as audio',
            'Avatars are drawn on our server, so no image service sees children’s data',
            'Payments go through Stripe; Kurio never sees card numbers',
          ],
        },
        {
          heading: 'Get in touch',
          body: (
            <>
              Questions, ideas or problems: write to <ContactEmail />.
            </>
          ),
        },
      ]}
    />
  );
}
