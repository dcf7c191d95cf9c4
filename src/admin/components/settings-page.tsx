import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { errorMessage } from '../../shared/http-client';
import { PageHeader } from '../shell/page-header';
import { SettingsSkeleton } from './card-skeleton';
import { LoadFailed } from './load-failed';
import { QueryView } from './query-view';

type SkeletonProps = ComponentProps<typeof SettingsSkeleton>;

type SettingsPageProps<T, K extends QueryKey> = {
  /** With `tryAgain`, a failed load reads "<loadFailed>: <the server's message, or tryAgain>". */
  messages: { title: string; description: string; loadFailed: string; tryAgain?: string };
  /** The one read the page's cards are drawn from. */
  query: UseQueryOptions<T, Error, T, K>;
  /**
   * Placeholder cards while it loads, in the page's own layout; their lines are spaced as a SettingsCard spaces
   * its contents unless `spacing` says otherwise.
   */
  skeleton: Omit<SkeletonProps, 'spacing'> & Partial<Pick<SkeletonProps, 'spacing'>>;
  /** What the failure says, from the query's error; the page's loadFailed message unless given. */
  failed?: (error: Error | null) => ReactNode;
  children: (data: T) => ReactNode;
};

function loadFailedText(messages: SettingsPageProps<unknown, QueryKey>['messages'], error: Error | null): string {
  return messages.tryAgain === undefined ? messages.loadFailed : `${messages.loadFailed}: ${errorMessage(error, messages.tryAgain)}`;
}

/** A settings page: its header, then its cards once its query has loaded. */
export function SettingsPage<T, K extends QueryKey>({ messages, query, skeleton, failed, children }: SettingsPageProps<T, K>) {
  const result = useQuery(query);
  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      <QueryView
        query={result}
        pending={<SettingsSkeleton spacing="space-y-4" {...skeleton} />}
        failed={<LoadFailed>{failed ? failed(result.error) : loadFailedText(messages, result.error)}</LoadFailed>}
      >
        {children}
      </QueryView>
    </>
  );
}
