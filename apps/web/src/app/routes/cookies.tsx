export { CookiesPage as default } from '../../features/marketing/components/pages/cookies-page';
