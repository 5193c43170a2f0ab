// What the share scope offers as shared-ui to the shell and the participant remote
// (webpack.sharing.js, PARTIAL and WHOLE_FOR_ADMIN): the design system their pages use. The admin
// remote consumes all of shared-ui under `shared-ui (whole)`, provided by the host in a chunk only
// the admin's pages load; shared-api.ts beside this file says why the two stay one on the page.
// Left out, for the admin's pages only: CheckboxField, FormModal, OutcomeAlert, Table and the
// file downloads. FormOutcome is in: the participant's account forms keep their outcome with it.
export * from '../../../../shared-ui/src/I18nProvider';
export * from '../../../../shared-ui/src/plural';
export * from '../../../../shared-ui/src/theme';
export * from '../../../../shared-ui/src/format';
export * from '../../../../shared-ui/src/components/Alert';
export * from '../../../../shared-ui/src/components/Badge';
export * from '../../../../shared-ui/src/components/Button';
export * from '../../../../shared-ui/src/components/Card';
export * from '../../../../shared-ui/src/components/ConfirmDialog';
export * from '../../../../shared-ui/src/components/errors';
export * from '../../../../shared-ui/src/components/FactList';
export * from '../../../../shared-ui/src/components/FormField';
export * from '../../../../shared-ui/src/components/FormOutcome';
export * from '../../../../shared-ui/src/components/GlobalStyle';
export * from '../../../../shared-ui/src/components/Layout';
export * from '../../../../shared-ui/src/components/Loading';
export * from '../../../../shared-ui/src/components/Modal';
export * from '../../../../shared-ui/src/components/serverErrors';
export * from '../../../../shared-ui/src/components/TextField';
