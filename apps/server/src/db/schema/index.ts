export * from './accounts';
export * from './lessons';
export * from './quests';
export * from './ai-usage';
