import { freePlanLimits, proPlan } from '@kurio/shared/pricing';
import { Anchor, Code } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { ContactEmail } from '../contact-email';
import { InfoPage, type InfoSection } from '../info-page';

/** The questions people ask most, with their answers. */
const helpSections: InfoSection[] = [
  {
    heading: 'What is the difference between Free and Pro?',
    body: (
      <>
        Free keeps up to {freePlanLimits.maxCards} cards, generates {freePlanLimits.aiCardsPerMonth} AI cards a month
        and schedules reviews with SM-2. Pro removes the card limits, schedules with FSRS and adds analytics. Pro starts
        with a {proPlan.trialDays}-day free trial. See{' '}
        <Anchor component={Link} to={paths.pricing}>
          Pricing
        </Anchor>
        .
      </>
    ),
  },
  {
    heading: 'How do I change or cancel my plan?',
    body: (
      <>
        Open{' '}
        <Anchor component={Link} to={paths.membership}>
          Membership
        </Anchor>{' '}
        from the menu with your name and choose Manage subscription. A cancelled plan stays Pro until the expiry date
        shown there, then your account returns to Free; your cards are kept.
      </>
    ),
  },
  {
    heading: 'How do I export my data or delete my account?',
    body: (
      <>
        Open{' '}
        <Anchor component={Link} to={paths.settings}>
          Account settings
        </Anchor>{' '}
        from the menu with your name. Export my data downloads everything Kurio stores about you as one JSON file.
        Delete my account removes your account and everything that belongs to it, immediately.
      </>
    ),
  },
  {
    heading: 'How do I connect an AI model?',
    body: (
      <>
        Whoever runs the Kurio server sets it with environment variables and restarts it. Without them Kurio works in an
        offline mode. For a local Ollama: <Code>AI_PROVIDER=openai-compatible</Code>,{' '}
        <Code>AI_BASE_URL=http://localhost:11434/v1</Code>, <Code>AI_MODEL=llama3.1</Code>. For OpenAI or Anthropic:{' '}
        <Code>AI_PROVIDER=openai</Code> or <Code>anthropic</Code> with <Code>AI_API_KEY</Code> and optionally{' '}
        <Code>AI_MODEL</Code>.
      </>
    ),
  },
  {
    heading: 'The voice features do not hear me',
    body: (
      <>
        Run the{' '}
        <Anchor component={Link} to={paths.deviceCheck}>
          device check
        </Anchor>
        . It tests microphone permission, speech recognition, speech synthesis and audio playback in this browser and
        says what to change.
      </>
    ),
  },
  {
    heading: 'I was charged but my account still says Free',
    body: (
      <>
        Reload the Membership page after a minute: payments are confirmed with the payment provider before your plan
        changes. If it still says Free, write to <ContactEmail /> with the email you paid with.
      </>
    ),
  },
];

export function HelpPage() {
  return <InfoPage title="Help" intro="Answers to the questions people ask most." sections={helpSections} />;
}
