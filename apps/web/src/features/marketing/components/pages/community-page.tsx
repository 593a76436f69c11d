import { ContactEmail } from '../contact-email';
import { InfoPage } from '../info-page';

export function CommunityPage() {
  return (
    <InfoPage
      title="Community"
      intro="Kurio does not run a forum or chat server yet; the best way to reach other learners and us is by email."
      sections={[
        {
          heading: 'Share feedback and ideas',
          body: (
            <>
              Tell us what you are learning, which decks you would like to share, and what gets in your way:{' '}
              <ContactEmail />. Good ideas from learners shape what we build next.
            </>
          ),
        },
        {
          heading: 'Parents and educators',
          body: 'If you use the kids companion at home or in a classroom, we especially want to hear what your children asked about, what worked and what did not.',
        },
        {
          heading: 'Ground rules',
          body: 'Wherever Kurio learners meet, we ask for the same things: be kind, keep children’s personal details private, and credit the sources of any material you share.',
        },
      ]}
    />
  );
}
