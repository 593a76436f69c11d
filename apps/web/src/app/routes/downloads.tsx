export { DownloadsPage as default } from '../../features/downloads/components/downloads-page';
