export { QuestPage as default } from '../../features/quests/components/quest-page';
