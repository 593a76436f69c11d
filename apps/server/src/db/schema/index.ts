export * from './accounts';
export * from './lessons';
export * from './quests';
