export * from './credit-ledger';
export * from './billing';
export * from './devices';
export * from './security';
export * from './sessions';
export * from './users';
export * from './videos';
export * from './admin';
