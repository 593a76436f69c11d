export { FeaturesPage as default } from '../../features/marketing/components/pages/features-page';
