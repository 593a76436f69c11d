export * from './accounts';
export * from './ai-usage';
export * from './companion';
