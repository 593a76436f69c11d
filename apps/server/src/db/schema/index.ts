export * from './accounts';
export * from './quests';
