export * from './accounts';
export * from './lessons';
