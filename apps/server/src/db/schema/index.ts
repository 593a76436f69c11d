export * from './accounts';
export * from './ai-usage';
export * from './lessons';
export * from './quests';
