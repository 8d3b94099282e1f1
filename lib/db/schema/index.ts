export * from './auth';
export * from './catalogue';
export * from './sites';
export * from './content';
export * from './b2b';
export * from './stores';
export * from './settings';
