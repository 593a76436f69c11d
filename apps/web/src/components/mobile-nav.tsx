import { Drawer, Stack } from '@mantine/core';
import { NavLinks } from './nav-links';

/** The product links in a drawer on small screens. */
export default function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Kurio" hiddenFrom="md" size="xs">
      <nav aria-label="Mobile">
        <Stack gap={4}>
          <NavLinks onNavigate={onClose} />
        </Stack>
      </nav>
    </Drawer>
  );
}
