export * from './I18nProvider';
export * from './plural';
export * from './theme';
export * from './components';
export * from './format';
