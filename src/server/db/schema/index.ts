export * from './users';
export * from './properties';
export * from './tenancies';
export * from './communications';
export * from './documents';
export * from './payments';
export * from './website';
export * from './platform';
