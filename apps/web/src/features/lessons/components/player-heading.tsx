import { ActionIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';
import classes from './lesson-player.module.css';

interface PlayerHeadingProps {
  back: string;
  backLabel: string;
  title: string;
  /** Shown at the end of the row (the lesson's download). */
  action?: ReactNode;
}

/** The top row of both players: a way back, the lesson's title (the section's label) and an optional action. */
export function PlayerHeading({ back, backLabel, title, action }: PlayerHeadingProps) {
  return (
    <div className={classes.top}>
      <ActionIcon component={Link} to={back} variant="subtle" color="gray.8" size="lg" aria-label={backLabel}>
        <ArrowLeftIcon />
      </ActionIcon>
      <Title order={1} size="h3" id="lesson-title">
        {title}
      </Title>
      {action && <div className={classes.topAction}>{action}</div>}
    </div>
  );
}
