import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py={80}>
      <Loader aria-label={label} />
    </Center>
  );
}
