import { ActionIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';
import classes from './lesson-player.module.css';

/** The top row of both players: a way back and the lesson's title (the section's label). */
export function PlayerHeading({ back, backLabel, title }: { back: string; backLabel: string; title: string }) {
  return (
    <div className={classes.top}>
      <ActionIcon component={Link} to={back} variant="subtle" color="gray.8" size="lg" aria-label={backLabel}>
        <ArrowLeftIcon />
      </ActionIcon>
      <Title order={1} size="h3" id="lesson-title">
        {title}
      </Title>
    </div>
  );
}
