import { Alert, type AlertProps } from '@mantine/core';
import { useOnline } from '../lib/use-online';

/**
 * On a screen that cannot work without the network (checkout, sign-in, cards written by a model, the companion),
 * says so while the device is offline, instead of letting the learner fill a form that then fails.
 */
export function NeedsConnection({ what, ...layout }: { what: string } & Pick<AlertProps, 'mx' | 'mb'>) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      {...layout}
      color="yellow"
      variant="light"
      role="status"
      title={`You're offline — ${what} needs a connection`}
    >
      It works again as soon as this device is back online. Downloaded lessons and quests play without one.
    </Alert>
  );
}
