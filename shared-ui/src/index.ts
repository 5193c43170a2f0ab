export * from './I18nProvider';
export * from './i18n';
export * from './theme';
export * from './components';
