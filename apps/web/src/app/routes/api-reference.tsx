export { ApiReferencePage as default } from '../../features/marketing/components/pages/api-reference-page';
