export * from './I18nProvider';
export * from './i18n';
