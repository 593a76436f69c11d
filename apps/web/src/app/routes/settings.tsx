export { SettingsPage as default } from '../../features/accounts/components/settings-page';
