export { AboutPage as default } from '../../features/marketing/components/pages/about-page';
