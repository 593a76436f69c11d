export { ParentalGate as default } from '../../features/companion/components/parental-gate';
