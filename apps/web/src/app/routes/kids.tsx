export { WaitlistPage as default } from '../../features/companion/components/waitlist-page';
