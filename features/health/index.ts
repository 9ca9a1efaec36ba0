export * from './kinds';
export * from './boas';
export * from './summary';
export * from './colour';
