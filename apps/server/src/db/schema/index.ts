export * from './accounts';
export * from './cards';
