import { interviewGuide, proPlan } from '@kurio/shared/pricing';
import { ContactEmail } from '../contact-email';
import { InfoPage } from '../info-page';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of use"
      intro="The short version: use Kurio to learn, be fair to others, and we will be straight with you about what you pay for."
      sections={[
        {
          heading: 'Your account',
          body: 'Keep your password to yourself and give a real email address. Children use the voice companion through a parent’s account, with the parent in charge of it.',
        },
        {
          heading: 'Your content',
          body: 'Cards, notes and characters you create are yours. You give Kurio permission to store and process them only to run the service for you.',
        },
        {
          heading: 'Pro subscription',
          body: `Pro renews monthly or yearly until you cancel. The first ${proPlan.trialDays} days are free; cancel before the trial ends and you are not charged. After cancelling, Pro stays on until the end of the paid period.`,
        },
        {
          heading: 'Interview prep guide',
          body: `A one-time purchase, delivered by email within ${interviewGuide.deliveryHours} hours. If it does not help you, ask for a full refund within ${interviewGuide.refundDays} days.`,
        },
        {
          heading: 'AI answers',
          body: 'Cards, lessons and replies written by a model can be wrong. Check anything important against a reliable source.',
        },
        {
          heading: 'Acceptable use',
          body: 'Do not use Kurio to harass anyone, to store material you have no right to share, or to break or overload the service.',
        },
        {
          heading: 'Contact',
          body: (
            <>
              Questions about these terms: <ContactEmail />.
            </>
          ),
        },
      ]}
    />
  );
}
