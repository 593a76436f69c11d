export { LibraryPage as default } from '../../features/quests/components/library-page';
