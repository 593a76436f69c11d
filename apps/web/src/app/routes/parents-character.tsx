export { CreateCharacterPage as default } from '../../features/companion/components/create-character-page';
