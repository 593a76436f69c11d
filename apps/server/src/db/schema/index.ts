export * from './accounts';
export * from './companion';
