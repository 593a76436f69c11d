import { Button, Text } from '@mantine/core';
import { memo } from 'react';

/** "Wait, I have questions", with its keyboard shortcut shown where there is a keyboard. */
export const AskTutorButton = memo(function AskTutorButton({
  disabled,
  onClick,
}: {
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <>
      <Button disabled={disabled} onClick={onClick}>
        Wait, I have questions
      </Button>
      <Text size="xs" c="gray.7" visibleFrom="sm">
        or press W
      </Text>
    </>
  );
});
