export * from './categories';
export * from './messages';
export * from './fieldErrors';
export * from './numbers';
export * from './auth';
export * from './products';
export * from './reviews';
export * from './checkout';
