import { Card, Text, Title } from '@mantine/core';
import { showWarning } from '../../../stores/warning-bar';
import { usePinStatus } from '../api/parent-pin';
import { SetPinForm } from './set-pin-form';

/** docs/product.md §2 parent PIN: sets or changes the four digits the gate asks for (decision 147). */
export function PinCard() {
  const pin = usePinStatus();
  const pinSet = pin.data?.pinSet === true;
  return (
    <Card withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="pin-title">
      <Title order={2} size="h3" id="pin-title">
        Parent PIN
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {pinSet
          ? 'The parents area, character creation and account settings ask for your PIN. Five wrong tries lock it for 15 minutes.'
          : 'Set four digits your child does not know: the parents area and character creation will ask for them instead of a sum, and account settings will ask for them too.'}
      </Text>
      <SetPinForm
        submitLabel={pinSet ? 'Change the PIN' : 'Set the PIN'}
        onDone={() => showWarning('The parent PIN is saved.')}
      />
    </Card>
  );
}
