export * from './accounts';
export * from './payments';
