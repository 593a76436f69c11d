export { LandingPage as default } from '../../features/marketing/components/landing-page';
