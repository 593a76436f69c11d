export { DeviceCheckPage as default } from '../../features/device-check/components/device-check-page';
