// The page texts' draft (DECISION src/decisions/drafts.md): switched on, each text saves into a draft that visitors
// do not see; the owner previews the home and about pages with it, then publishes it or discards it.
import { useMutation } from '@tanstack/react-query';
import { PREVIEW } from '../../../shared/drafts';
import { errorMessage } from '../../../shared/http-client';
import type { SiteTextsUpdate } from '../../../shared/site-texts/site-texts-schema';
import { SettingsCard } from '../../components/settings-card';
import { buttonClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { useToast } from '../../components/toast';
import { ConfirmDeleteDialog, useConfirmDelete } from '../../components/use-confirm-delete';
import { mutations, writeFrom } from '../../data/mutations';

export const draftMessages = {
  title: 'Draft',
  off: 'Each text saves to the site when you leave it. Work on a draft to change several texts, look at them on the pages, then publish them together.',
  switch: 'Work on a draft',
  on: (n: number) =>
    n === 0
      ? 'Texts you change now are kept as a draft. Visitors see the published texts until you publish.'
      : `${n === 1 ? '1 text is' : `${n} texts are`} changed in the draft. Visitors see the published texts until you publish.`,
  previewHome: 'Preview home page',
  previewAbout: 'Preview about page',
  publish: 'Publish',
  discard: 'Discard Draft',
  discardQuestion: 'Discard this draft? The texts stay as they are published.',
  saved: 'Draft saved',
  failed: 'Failed to save the draft',
  published: 'Draft published',
  publishFailed: 'Failed to publish the draft',
  discarded: 'Draft discarded',
  discardFailed: 'Failed to discard the draft',
  tryAgain: 'Please try again.',
} as const;

export function TextsDraftCard({
  draft,
  drafting,
  onDrafting,
}: {
  draft: SiteTextsUpdate;
  /** Whether the fields save into the draft. */
  drafting: boolean;
  onDrafting: (on: boolean) => void;
}) {
  const { toast } = useToast();
  const m = draftMessages;
  const changed = Object.keys(draft).length;
  const publish = useMutation({
    ...mutations.drafts.publishTexts,
    onSuccess: () => {
      toast({ title: m.published });
      onDrafting(false);
    },
    onError: (error) => toast({ title: m.publishFailed, description: errorMessage(error, m.tryAgain), variant: 'destructive' }),
  });
  const discard = useConfirmDelete<true>({
    remove: writeFrom(mutations.drafts.discardTexts, () => undefined),
    messages: { deleted: m.discarded, deleteFailed: m.discardFailed, tryAgain: m.tryAgain },
    onDeleted: () => onDrafting(false),
  });
  return (
    <SettingsCard id="texts-draft" title={m.title} description={drafting ? m.on(changed) : m.off}>
      {changed === 0 ? <Switch label={m.switch} checked={drafting} onChange={onDrafting} /> : null}
      {drafting && changed > 0 ? (
        <div className="flex flex-wrap gap-2">
          <a href={PREVIEW.texts('home')} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
            {m.previewHome}
          </a>
          <a href={PREVIEW.texts('about')} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
            {m.previewAbout}
          </a>
          <button type="button" className={buttonClass('primary', 'sm')} disabled={publish.isPending} onClick={() => publish.mutate()}>
            {m.publish}
          </button>
          <button type="button" className={buttonClass('dangerGhost', 'sm')} onClick={() => discard.ask(true)}>
            {m.discard}
          </button>
        </div>
      ) : null}
      <ConfirmDeleteDialog flow={discard} message={m.discardQuestion} />
    </SettingsCard>
  );
}
