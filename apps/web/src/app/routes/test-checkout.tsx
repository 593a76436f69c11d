export { TestCheckoutPage as default } from '../../features/payments/components/test-checkout-page';
