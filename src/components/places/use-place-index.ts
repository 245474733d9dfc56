import { useEffect, useState } from 'react';
import type { PlaceIndex } from '@/domain/places/match-places';

let loading: Promise<PlaceIndex> | undefined;

/** The places' data arrives in a chunk of its own, fetched once when a form first needs it. */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loading ??= import('@/domain/places/place-index').then((module) => module.placeIndex);
  return loading;
}

/** The place index, or null until its chunk has loaded (typing works meanwhile). */
export function usePlaceIndex(): PlaceIndex | null {
  const [index, setIndex] = useState<PlaceIndex | null>(null);
  useEffect(() => {
    let live = true;
    void loadPlaceIndex().then((loaded) => {
      if (live) setIndex(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return index;
}
