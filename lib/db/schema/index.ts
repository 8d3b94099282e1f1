export * from './auth';
export * from './catalogue';
export * from './sites';
export * from './content';
export * from './commerce';
export * from './catalog-search';
