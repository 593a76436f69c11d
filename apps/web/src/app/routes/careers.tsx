export { CareersPage as default } from '../../features/marketing/components/pages/careers-page';
