// The owner's texts and claims (issue "Keep it true every week"): the standing, the home page's welcome and Why
// Choose cards, the about page's lead, story, mission and vision. Each saves when the owner leaves it, shows how the
// site will read it, and can be put back to its starting text.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  hasPlaceholder,
  PLACEHOLDER_MEANINGS,
  type PlaceholderValues,
  SITE_TEXT_FIELDS,
  type SiteTextKey,
  type SiteTexts,
  STARTING_TEXTS,
  shownParagraphs,
  TEXT_PLACEHOLDERS,
} from '../../../shared/site-texts/site-texts';
import type { SiteTextsUpdate } from '../../../shared/site-texts/site-texts-schema';
import { TextAreaField, TextField } from '../../components/field';
import { SettingsCard } from '../../components/settings-card';
import { SettingsPage } from '../../components/settings-page';
import { buttonClass } from '../../components/styles';
import { SingleRecordTranslations } from '../../components/translations-card';
import { useFieldsSavedOnBlur } from '../../components/use-fields-saved-on-blur';
import { useSaveSettings } from '../../components/use-save-settings';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { draftMessages, TextsDraftCard } from './texts-draft-card';

export const messages = {
  title: 'Page Texts',
  description: 'Your own words on the home and about pages. Each text saves when you leave it.',
  loadFailed: 'Failed to load the texts',
  tryAgain: 'Please try again.',
  saved: 'Texts updated successfully',
  failed: 'Failed to update texts',
  standingTitle: 'Your standing',
  standingDescription: 'A phrase the texts below use as {claim}. Leave it empty and every sentence with {claim} is left out, everywhere.',
  homeTitle: 'Home page',
  homeDescription: 'The welcome beside your figures, and the three Why Choose cards.',
  aboutTitle: 'About page',
  aboutDescription: 'The opening line, your story, mission and vision.',
  placeholdersTitle: 'Figures filled in for you',
  placeholdersDescription:
    'Write one of these, braces and all, and the site fills it in from your data, so a figure is never typed twice. A sentence whose figure is empty (no partners yet) is left out.',
  shownAs: 'Shown as:',
  nothingShown: 'Shown as: nothing (this text is empty)',
  paragraphsHint: 'Leave an empty line between paragraphs.',
  putBack: 'Put back the starting text',
} as const;

const HOME_FIELDS = ['homeWelcome', 'why1Title', 'why1Text', 'why2Title', 'why2Text', 'why3Title', 'why3Text'] as const;
const ABOUT_FIELDS = ['aboutLead', 'aboutStory', 'aboutMission', 'aboutVision'] as const;

const skeleton = { count: 3, className: 'grid gap-6', lines: ['h-5 w-40', 'h-4 w-64 max-w-full', 'h-24 w-full'] };

export function TextsSection() {
  const write = useSaveSettings(mutations.siteTexts, messages);
  const draftWrite = useSaveSettings(mutations.drafts.saveTexts, draftMessages);
  const textsDraft = useQuery(queries.textsDraft);
  const draft = textsDraft.data?.draft ?? {};
  const [switchedOn, setSwitchedOn] = useState(false);
  // A draft that exists is always worked on: its texts are what the fields show.
  const drafting = switchedOn || Object.keys(draft).length > 0;
  return (
    <SettingsPage messages={messages} query={queries.siteTexts} skeleton={skeleton}>
      {(data) => (
        <div className="grid gap-6">
          <TextsDraftCard draft={draft} drafting={drafting} onDrafting={setSwitchedOn} />
          <TextsForm
            texts={drafting ? withTextsDraft(data.texts, draft) : data.texts}
            values={data.values}
            save={drafting ? draftWrite.save : write.save}
          />
          <SingleRecordTranslations kind="site-texts" />
        </div>
      )}
    </SettingsPage>
  );
}

/** The texts as the draft would make them (a text it puts back reads as its starting words). */
function withTextsDraft(texts: SiteTexts, draft: SiteTextsUpdate): SiteTexts {
  const shown = { ...texts };
  for (const [key, value] of Object.entries(draft) as Array<[SiteTextKey, string | null]>) shown[key] = value ?? STARTING_TEXTS[key];
  return shown;
}

function TextsForm({
  texts,
  values,
  save,
}: {
  texts: SiteTexts;
  values: PlaceholderValues;
  save: (change: SiteTextsUpdate) => Promise<unknown>;
}) {
  const field = useFieldsSavedOnBlur(texts, save);
  // The preview follows the standing as typed, before it is saved.
  const preview = { ...values, claim: field('claim').value.trim() };
  const text = (key: SiteTextKey) => <TextInput key={key} name={key} field={field(key)} values={preview} save={save} />;
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <div className="grid gap-6">
        <SettingsCard id="texts-standing" title={messages.standingTitle} description={messages.standingDescription}>
          {text('claim')}
        </SettingsCard>
        <SettingsCard id="texts-home" title={messages.homeTitle} description={messages.homeDescription}>
          {HOME_FIELDS.map(text)}
        </SettingsCard>
      </div>
      <div className="grid gap-6">
        <SettingsCard id="texts-about" title={messages.aboutTitle} description={messages.aboutDescription}>
          {ABOUT_FIELDS.map(text)}
        </SettingsCard>
        <SettingsCard id="texts-placeholders" title={messages.placeholdersTitle} description={messages.placeholdersDescription}>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {TEXT_PLACEHOLDERS.map((name) => (
              <div key={name} className="contents">
                <dt className="font-mono font-semibold text-slate-900">{`{${name}}`}</dt>
                <dd className="text-slate-600">
                  {PLACEHOLDER_MEANINGS[name]}
                  {preview[name] ? <span className="text-slate-900">{`: now “${preview[name]}”`}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </SettingsCard>
      </div>
    </div>
  );
}

type FieldProps = ReturnType<ReturnType<typeof useFieldsSavedOnBlur<SiteTextKey>>>;

/** One text: its field, how the site will read it, and the way back to its starting text. */
function TextInput({
  name,
  field,
  values,
  save,
}: {
  name: SiteTextKey;
  field: FieldProps;
  values: PlaceholderValues;
  save: (change: SiteTextsUpdate) => Promise<unknown>;
}) {
  const spec: { label: string; max: number; required?: true; paragraphs?: true } = SITE_TEXT_FIELDS[name];
  const shown = shownParagraphs(field.value, values);
  // How the site reads the text, where that is not the text as typed: a placeholder filled in, or nothing shown.
  const preview =
    name === 'claim' ? null : shown.length === 0 ? (
      <span className="block">{messages.nothingShown}</span>
    ) : hasPlaceholder(field.value) ? (
      <span className="block whitespace-pre-line">{`${messages.shownAs} ${shown.join('\n\n')}`}</span>
    ) : null;
  const hint =
    spec.paragraphs || preview ? (
      <>
        {spec.paragraphs ? <span className="block">{messages.paragraphsHint}</span> : null}
        {preview}
      </>
    ) : undefined;
  const common = { label: spec.label, required: spec.required === true, maxLength: spec.max, hint, ...field };
  return (
    <div className="space-y-1">
      {spec.paragraphs || spec.max > 160 ? <TextAreaField rows={spec.paragraphs ? 8 : 3} {...common} /> : <TextField {...common} />}
      {field.value !== STARTING_TEXTS[name] ? (
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void save({ [name]: null })}>
          {messages.putBack}
        </button>
      ) : null}
    </div>
  );
}
