export { SettingsGate as default } from '../../features/companion/components/parental-gate';
