import { Anchor, Badge, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CardGridSection } from '../../../components/card-grid-section';
import { TestimonialsSection } from '../../../components/testimonials-section';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { useGallery } from '../api/gallery';
import { CharacterAvatar } from './character-avatar';
import classes from './companion.module.css';
import { WaitlistForm } from './waitlist-form';

const features = [
  {
    title: 'Voice-only',
    text: 'No screens to scroll and no videos to watch. Your child talks, listens and thinks out loud, like with a real friend.',
  },
  {
    title: 'Curiosity over Consumption',
    text: 'Every chat ends with a question to wonder about, so children ask more, guess more and explain their ideas.',
  },
  {
    title: 'You Stay in Control',
    text: 'Read every conversation, get a short summary with ideas to continue at home, and delete any of it whenever you like.',
  },
];

const testimonials = [
  {
    quote: 'My daughter asked Tara the Tiger about stripes for twenty minutes, then drew a whole jungle at dinner.',
    who: 'Hannah, mother of a 6-year-old',
  },
  {
    quote: 'I like that I can read what they talked about. The summary gave me three things to ask him at bedtime.',
    who: 'David, father of an 8-year-old',
  },
  {
    quote: 'Wizzle’s riddles replaced cartoons on our car rides. My twins now invent riddles for each other.',
    who: 'Amara, mother of 5-year-old twins',
  },
];

/** docs/product.md §2 waitlist landing page for the kids voice companion. */
export function WaitlistPage() {
  usePageMeta({
    title: 'A voice friend for curious kids',
    description:
      'Kurio for Kids (beta): friendly characters children aged 4 to 12 talk with out loud, with every conversation open to parents. Join the waitlist.',
  });
  const gallery = useGallery();
  return (
    <Container size="lg" py="xl">
      <Stack gap={64}>
        <Stack component="section" align="center" ta="center" gap="md" aria-labelledby="kids-hero">
          <Badge size="lg" variant="light" color="grape">
            For ages 4 to 12 · Beta
          </Badge>
          <Title id="kids-hero" order={1} maw={760}>
            A voice friend that turns screen time into talk time
          </Title>
          <Text size="lg" c="gray.7" maw={640}>
            Kurio gives your child friendly characters to talk with out loud, feeding their{' '}
            <Anchor component={Link} to={paths.companion} fw={700}>
              curiosity
            </Anchor>{' '}
            with questions, stories and riddles, while you see every conversation.
          </Text>
          <WaitlistForm label="Join the waitlist" />
        </Stack>

        <CardGridSection id="kids-features" title="Made for growing minds" items={features} />

        <section aria-labelledby="kids-gallery">
          <Title id="kids-gallery" order={2} ta="center" mb="lg">
            Meet the characters
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} component="ul" className={classes.plainList}>
            {gallery.data?.map((character) => (
              <Card component="li" key={character.id} withBorder radius="lg" padding="md" ta="center">
                <Stack align="center" gap={6}>
                  <CharacterAvatar name={character.name} src={character.profileImageUrl} size={72} />
                  <Text fw={700}>{character.name}</Text>
                  <Text size="sm" c="gray.7">
                    {character.tagline}
                  </Text>
                </Stack>
              </Card>
            ))}
            <Card component="li" withBorder radius="lg" padding="md" ta="center">
              <Stack align="center" gap={6}>
                <CharacterAvatar name="+" size={72} />
                <Anchor component={Link} to={paths.addCharacter} fw={700}>
                  Create Your Own
                </Anchor>
                <Text size="sm" c="gray.7">
                  Describe a character and your child can talk to it
                </Text>
              </Stack>
            </Card>
          </SimpleGrid>
        </section>

        <TestimonialsSection id="kids-parents" title="What parents say" testimonials={testimonials} columns={3} />

        <Stack component="section" align="center" ta="center" gap="md" aria-labelledby="kids-join">
          <Title id="kids-join" order={2}>
            Be the first to try Kurio for Kids
          </Title>
          <Text c="gray.7">We will email you once when a place opens. No spam, ever.</Text>
          <WaitlistForm label="Join the waitlist (bottom)" />
        </Stack>
      </Stack>
    </Container>
  );
}
