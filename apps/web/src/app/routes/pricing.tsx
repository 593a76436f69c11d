export { PricingPage as default } from '../../features/payments/components/pricing-page';
