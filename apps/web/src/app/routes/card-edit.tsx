export { CardEditPage as default } from '../../features/cards/components/card-edit-page';
