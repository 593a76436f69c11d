export * from './accounts';
export * from './ai-usage';
export * from './cards';
export * from './companion';
export * from './lessons';
export * from './payments';
export * from './quests';
export * from './sync';
