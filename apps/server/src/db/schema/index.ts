export * from './accounts';
export * from './ai-usage';
