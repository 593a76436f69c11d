import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { ContactEmail } from '../contact-email';
import { InfoPage } from '../info-page';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy"
      intro="This page lists exactly what Kurio stores, why, and how to remove it."
      sections={[
        {
          heading: 'Your account',
          body: 'Your name, email address and a password hash (argon2id; we cannot read your password), or the Google account id if you sign in with Google. Your plan, and when it expires.',
        },
        {
          heading: 'What you create',
          body: 'Your flashcards and their review history, lesson progress and the questions you ask the tutor, your book quests and streak, and the characters you create.',
        },
        {
          heading: 'The children’s voice companion',
          items: [
            'Before the first conversation, a parent reads a notice in the parents area and agrees by typing the account password again, or, for an account that signs in only with Google, by signing in with Google again. Kurio records which notice was agreed to, when, and which of the two confirmed it; the companion does not start without it.',
            'Kurio stores text transcripts of conversations only (what the child said, what the character answered, the times and any safety flags), never audio recordings. They are deleted automatically 7, 30 or 90 days after a conversation’s last message, as the parent chooses (30 until they do); a conversation the safety layer flagged is kept until the parent has opened it.',
            'For each child a parent adds, Kurio keeps a first name or nickname, an age band (4–6, 7–9 or 10–12) and, only if the parent writes them, interests, personality and a goal for the chats. They are sent to the AI model with each reply so the character can answer in words that fit the child; nothing else about the child is asked for. Deleting a child deletes the profile and every conversation of theirs.',
            'Parents can read every conversation in the parents area and delete one or all of them at any time. Withdrawing consent deletes every conversation, alert and child profile at once.',
            'When the safety layer flags a serious topic, Kurio records an alert (the topic, the time and which conversation) and, if the server is set up for email, emails the parent. The email never contains the child’s words. Alerts are deleted with their conversation.',
            'If a parent switches on the weekly summary, Kurio emails them each Monday, for each child, how many conversations they had, the minutes they talked and how many exchanges were flagged in each topic. The figures are counted from the transcripts when the email is sent and are not stored; the email never contains the child’s words. Kurio keeps a record that each week’s summary was sent (the week and whether the email went out), until the account is deleted.',
            'Speech is turned into text by the browser’s own speech recognition. Depending on the browser, that feature may send the audio to its vendor (for example Google for Chrome, Apple for Safari) under their privacy terms; Kurio never receives the audio.',
            'A parent PIN, if set, is stored only as a hash (argon2id), like a password, with the count of wrong tries.',
            'Avatars are generated on our own server, so no outside image service sees a child’s characters.',
          ],
        },
        {
          heading: 'Orders and payments',
          body: 'For a paid plan or the interview guide we keep the checkout reference, what was bought and your email; for the guide also the role, timeframe and any file you uploaded. Card details go to Stripe and never reach Kurio.',
        },
        {
          heading: 'Sign-ins and security',
          body: 'A sign-in cookie (sid) holding a random value, stored on our side only as a hash. Request logs without passwords or cookies. Counters that limit repeated sign-in attempts.',
        },
        {
          heading: 'AI models',
          body: 'When an AI feature runs, the text it needs (a topic, a lesson sentence and your question, a child’s transcribed words) is sent to the model this Kurio server is configured with. In offline mode nothing leaves the server.',
        },
        {
          heading: 'Export and delete',
          body: (
            <>
              In{' '}
              <Anchor component={Link} to={paths.settings}>
                Account settings
              </Anchor>{' '}
              you can download all of it as JSON, or delete your account, which removes it and everything that belongs
              to it at once. Questions: <ContactEmail />.
            </>
          ),
        },
      ]}
    />
  );
}
