import { SettingsPage } from '../../features/accounts/components/settings-page';
import { ScheduleSettings } from '../../features/cards/components/schedule-settings';

export default function Settings() {
  return <SettingsPage schedule={<ScheduleSettings />} />;
}
