export { SettingsPage as default } from '../../features/account/components/settings-page';
