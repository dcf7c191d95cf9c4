// Beyond the spec (issue 4 §11): change the admin password (the server ends the other sessions).
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { errorMessage } from '../../../shared/http-client';
import { changePasswordSchema } from '../../../shared/schemas/auth';
import { TextField } from '../../components/field';
import { buttonClass, cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { dotPathErrors, useFieldErrors } from '../../components/use-field-errors';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { PageHeader } from '../../shell/page-header';
import { BackupCard } from './backup-card';
import { ServerCard } from './server-card';

export const messages = {
  title: 'Account',
  description: (username?: string) => (username ? `Signed in as ${username}.` : 'Your admin account.'),
  formTitle: 'Change Password',
  current: 'Current Password',
  next: 'New Password',
  nextHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  confirm: 'Confirm New Password',
  mismatch: 'Passwords do not match',
  submit: 'Change Password',
  saving: 'Saving...',
  success: 'Password changed successfully',
  successDetail: 'Other sessions have been signed out.',
  failed: 'Failed to change password',
  tryAgain: 'Please try again.',
} as const;

export function AccountSection() {
  const auth = useQuery(queries.auth);
  const { toast } = useToast();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();
  const change = useMutation({
    ...mutations.auth.changePassword,
    onSuccess: () => {
      toast({ title: messages.success, description: messages.successDetail });
      setCurrent('');
      setNext('');
      setConfirm('');
    },
    // 401 here means the current password was wrong: the server's message says so.
    onError: (error) => toast({ title: messages.failed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(changePasswordSchema, { currentPassword, newPassword });
    const found = checked.success ? {} : dotPathErrors(checked.issues);
    if (newPassword !== confirm) found.confirm = messages.mismatch;
    setErrors(found);
    if (!checked.success || Object.keys(found).length || change.isPending) return;
    change.mutate(checked.output);
  };

  /** A required password field: its value, its error, and a change handler that forgets that error (and `alsoClears`). */
  const passwordField = (key: string, value: string, set: (value: string) => void, alsoClears?: string) => ({
    type: 'password',
    required: true,
    value,
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(event.currentTarget.value);
      clear(key, ...(alsoClears ? [alsoClears] : []));
    },
  });

  return (
    <>
      <PageHeader title={messages.title} description={messages.description(auth.data?.username)} />
      <section className={`${cardClass} max-w-xl p-4 sm:p-6`} aria-labelledby="change-password-title">
        <h2 id="change-password-title" className="mb-4 text-lg font-semibold text-slate-900">
          {messages.formTitle}
        </h2>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={auth.data?.username ?? ''} readOnly hidden />
          <TextField
            label={messages.current}
            autoComplete="current-password"
            {...passwordField('currentPassword', currentPassword, setCurrent)}
          />
          {/* The confirmation's 'Passwords do not match' is about the new password too. */}
          <TextField
            label={messages.next}
            autoComplete="new-password"
            hint={messages.nextHint}
            {...passwordField('newPassword', newPassword, setNext, 'confirm')}
          />
          <TextField label={messages.confirm} autoComplete="new-password" {...passwordField('confirm', confirm, setConfirm)} />
          <button type="submit" className={buttonClass('primary')} disabled={change.isPending}>
            {change.isPending ? messages.saving : messages.submit}
          </button>
        </form>
      </section>
      <div className="mt-6 space-y-6">
        <BackupCard />
        <ServerCard />
      </div>
    </>
  );
}
