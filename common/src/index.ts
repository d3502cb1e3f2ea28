export * from './categories';
export * from './messages';
export * from './fieldErrors';
export * from './auth';
export * from './products';
export * from './reviews';
export * from './checkout';
export * from './api/index';
