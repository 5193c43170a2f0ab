import { Muted, Page, Stack, useT } from 'shared-ui';
import { ClassChooser } from './ClassChooser';

/** /classes for a participant: the classes their team may join. */
export default function ClassChooserPage() {
  const t = useT();
  return (
    <Page $narrow>
      <Stack>
        <h1>{t('classes.choose.title')}</h1>
        <Muted>{t('classes.choose.intro')}</Muted>
        <ClassChooser />
      </Stack>
    </Page>
  );
}
