import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queries } from '../../data/queries';

/** The media list for a search term (by original name or filename, searched on the server). */
export function useMediaLibrary(search: string) {
  return useQuery(queries.media(search.trim()));
}

/** The value once it has stopped changing for `ms`: one search call per pause in typing, not per key. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
