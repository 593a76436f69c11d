import { ContactEmail } from '../contact-email';
import { InfoPage } from '../info-page';

export function CareersPage() {
  return (
    <InfoPage
      title="Careers"
      intro="Kurio is small and we have no open positions right now."
      sections={[
        {
          heading: 'If you would like to work with us',
          body: (
            <>
              We are always glad to hear from teachers, learning scientists, engineers and designers who care about
              learning and about children’s privacy. Send a short note about what you would like to build to{' '}
              <ContactEmail />. We read everything and reply when there is something concrete to talk about.
            </>
          ),
        },
      ]}
    />
  );
}
