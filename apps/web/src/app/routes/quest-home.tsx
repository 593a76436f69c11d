export { QuestHomePage as default } from '../../features/quests/components/quest-home-page';
