import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CardGridSection } from '../../../components/card-grid-section';
import { TestimonialsSection } from '../../../components/testimonials-section';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import classes from './landing-page.module.css';

const reasons = [
  {
    title: 'Spaced repetition',
    text: 'Each card comes back just before you would forget it, so ten minutes a day beats an evening of cramming.',
  },
  {
    title: 'Active recall',
    text: 'You answer before you look. Pulling an answer out of memory is what makes it stick.',
  },
  {
    title: 'Cards in seconds',
    text: 'Name a topic or paste your notes and Kurio writes question-and-answer cards you can edit before saving.',
  },
];

const steps = [
  { title: 'Name a topic', text: 'Type what you are learning, or paste your own notes.' },
  { title: 'Edit and save', text: 'Keep the cards you like, fix any wording, and save them to a deck.' },
  { title: 'Review daily', text: 'Rate each answer from "Totally forgot" to "Super easy"; Kurio schedules the rest.' },
];

const testimonials = [
  {
    quote: 'I made cards from my pharmacology notes the night before a quiz, then kept reviewing them. They stuck.',
    who: 'Priya, nursing student',
  },
  {
    quote: 'Five minutes on the train every morning and my Spanish vocabulary finally grows instead of leaking.',
    who: 'Marco, product designer',
  },
];

function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Badge variant="light" size="lg">
        Flashcards · Lessons · Quests
      </Badge>
      <Title id="hero-title" order={1} className={classes.heroTitle}>
        Learn anything. Remember it.
      </Title>
      <Text size="lg" c="gray.7" maw={620} ta="center">
        Kurio turns a topic or your own notes into flashcards, then schedules every review with spaced repetition so
        what you learn stays learned.
      </Text>
      <Group justify="center">
        <Button component={Link} to={paths.signup} size="lg">
          Start free
        </Button>
        <Button component={Link} to={paths.generate} size="lg" variant="light">
          Generate cards
        </Button>
      </Group>
    </section>
  );
}

function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title">
      <Title id="how-title" order={2} ta="center" mb="lg">
        How it works
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {steps.map((step, index) => (
          <Stack key={step.title} gap="xs" align="center" ta="center">
            <div className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </div>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text c="gray.7">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** One plan in brief: its price, what it gives, and a way in. */
function PlanTeaser(props: { name: string; price: string; features: string[]; action: string; pro?: boolean }) {
  return (
    <Card withBorder radius="lg" padding="lg" className={props.pro ? classes.proCard : undefined}>
      <Title order={3}>{props.name}</Title>
      <Text size="xl" fw={700} my="xs">
        {props.price}
      </Text>
      <List spacing={4} mb="md">
        {props.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      <Button component={Link} to={paths.signup} variant={props.pro ? undefined : 'light'} fullWidth>
        {props.action}
      </Button>
    </Card>
  );
}

function PlansSection() {
  return (
    <section aria-labelledby="plans-title">
      <Title id="plans-title" order={2} ta="center" mb="lg">
        Plans
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760} mx="auto">
        <PlanTeaser
          name="Free"
          price="$0 / month"
          features={[
            '50 AI flashcards a month',
            'Up to 100 cards',
            'Basic spaced repetition',
            'Card export and multi-subject decks',
          ]}
          action="Sign up free"
        />
        <PlanTeaser
          pro
          name="Pro"
          price="$9.99 / month"
          features={['Unlimited cards', 'Advanced scheduling algorithm (FSRS)', 'Analytics', '7-day free trial']}
          action="Try Pro free"
        />
      </SimpleGrid>
      <Text ta="center" mt="md">
        <Anchor component={Link} to={paths.pricing}>
          Compare plans and yearly pricing
        </Anchor>
      </Text>
    </section>
  );
}

/** The kids' voice friend and the interview guide: Kurio's other offers, one card each. */
function OtherOffers() {
  return (
    <>
      <section aria-labelledby="kids-title">
        <Card withBorder radius="lg" padding="xl" maw={760} mx="auto" className={classes.kidsCard}>
          <Badge variant="light" color="grape" mb="xs">
            Ages 4 to 12 · Beta
          </Badge>
          <Title id="kids-title" order={2} size="h3" mb="xs">
            Kurio for Kids
          </Title>
          <Text c="gray.7" mb="md">
            A voice friend for curious children: friendly characters to talk with out loud, with questions, stories and
            riddles instead of screens, and every conversation open to parents.
          </Text>
          <Button component={Link} to={paths.kidsWaitlist} variant="light" color="grape">
            Join the kids waitlist
          </Button>
        </Card>
      </section>
      <section aria-labelledby="guide-title">
        <Card withBorder radius="lg" padding="xl" maw={760} mx="auto">
          <Title id="guide-title" order={2} size="h3" mb="xs">
            Interviewing for a product manager role?
          </Title>
          <Text c="gray.7" mb="md">
            Order a prep guide written for your interview: $50 once, delivered within 24 hours, with a 30-day refund.
          </Text>
          <Button component={Link} to={paths.interviewGuide} variant="light">
            Order your interview guide
          </Button>
        </Card>
      </section>
    </>
  );
}

/** docs/product.md §2 flashcard marketing landing page, at / and /landing. */
export function LandingPage() {
  usePageMeta({
    title: 'AI flashcards that you remember',
    description:
      'Kurio turns a topic or your notes into flashcards and schedules every review with spaced repetition. Free to start; Pro $9.99 a month.',
  });
  return (
    <Stack gap={64} py="lg">
      <HeroSection />
      <CardGridSection id="why-title" title="Why it works" items={reasons} />
      <HowItWorksSection />
      <TestimonialsSection id="voices-title" title="What learners say" testimonials={testimonials} columns={2} />
      <PlansSection />
      <OtherOffers />
    </Stack>
  );
}
