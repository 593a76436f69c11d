export { DeviceCheckPage as default } from '../../features/companion/components/device-check-page';
