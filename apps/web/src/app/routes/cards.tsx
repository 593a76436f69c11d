export { CardsPage as default } from '../../features/cards/components/cards-page';
