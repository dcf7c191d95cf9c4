// Spec §2 'Admin login', §5 (both fields required; submit does nothing if either is empty), §8 toasts.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { COMPANY } from '../../../shared/constants';
import { ApiRequestError, errorMessage } from '../../../shared/http-client';
import { formText } from '../../../ui/form-text';
import { TextField } from '../../components/field';
import { buttonClass, linkClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';

export const messages = {
  title: 'Admin Login',
  subtitle: 'Sign in to manage the website',
  username: 'Username',
  password: 'Password',
  submit: 'Login',
  submitting: 'Logging in...',
  back: 'Back to Site',
  failed: 'Login failed',
  fallback: 'Invalid credentials',
  tooMany: (wait: string) => `Too many login attempts. Please try again in ${wait}.`,
  success: 'Login successful',
  welcome: 'Welcome to the admin dashboard',
  enrolment:
    'You opened a one-time sign-in link: once you sign in here, this browser is remembered as yours and is let in even while others are guessing your password.',
} as const;

/** '45 seconds', '1 minute', '15 minutes': how long a 429's Retry-After asks to wait. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function loginFailure(error: unknown): string {
  const seconds = error instanceof ApiRequestError && error.status === 429 ? Number.parseInt(error.retryAfter ?? '', 10) : Number.NaN;
  if (Number.isFinite(seconds)) return messages.tooMany(formatWait(seconds));
  return errorMessage(error, messages.fallback);
}

export function LoginPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  // A link from `admin-password --enrol` (SECURITY F22): sent with the login, spent by the first that succeeds.
  const enrolment = useSearchParams()[0].get('enrol') ?? undefined;
  const auth = useQuery(queries.auth);
  // Signed in, the answer is the new auth status (the write's meta): the effect below takes the owner to the dashboard.
  const login = useMutation({
    ...mutations.auth.login,
    onSuccess: () => toast({ title: messages.success, description: messages.welcome }),
    onError: (error) => toast({ title: messages.failed, description: loginFailure(error), variant: 'destructive' }),
  });

  const alreadyIn = auth.data?.isAuthenticated === true;
  useEffect(() => {
    if (alreadyIn) navigate('/admin', { replace: true });
  }, [alreadyIn, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { username, password } = formText(event.currentTarget, ['username', 'password']);
    if (!username || !password || login.isPending) return;
    login.mutate(enrolment ? { username, password, enrolment } : { username, password });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-emerald-50 via-white to-lime-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="mb-6 text-center">
          <img src="/assets/logo.svg" alt={COMPANY.name} width={549} height={120} className="mx-auto mb-5 h-12 w-auto" />
          <h1 className="text-2xl font-semibold text-slate-900">{messages.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{messages.subtitle}</p>
        </div>
        {enrolment && <p className="mb-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">{messages.enrolment}</p>}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField label={messages.username} name="username" autoComplete="username" required />
          <TextField label={messages.password} name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={login.isPending}>
            {login.isPending ? messages.submitting : messages.submit}
          </button>
        </form>
        <p className="mt-6 text-center text-sm">
          <a href="/" className={linkClass}>
            <span aria-hidden="true">←</span> {messages.back}
          </a>
        </p>
      </div>
    </main>
  );
}
