/**
 * Suggestions for a typed origin or destination: accent- and case-insensitive, best first.
 * Pure functions over a list of places, so the data module can be loaded lazily.
 */
import { foldPlace, provinceShortName, type Province } from './provinces';

export interface Place {
  locality: string;
  province: Province;
  /** What the input shows and the listing stores: 'Rosario, Santa Fe', 'Palermo, CABA'. */
  label: string;
}

interface IndexedPlace extends Place {
  order: number;
  foldedLocality: string;
  foldedLabel: string;
  foldedProvinces: string[];
}

export interface PlaceIndex {
  places: readonly IndexedPlace[];
  /** Folded label → place; folded locality → place when only one province has that name. */
  exact: ReadonlyMap<string, Place>;
}

export function placeLabel(locality: string, province: Province): string {
  return `${locality}, ${provinceShortName(province)}`;
}

/** Indexes the places once (folding every name up front keeps each keystroke cheap). */
export function buildPlaceIndex(
  byProvince: Readonly<Record<Province, readonly string[]>>,
): PlaceIndex {
  const places: IndexedPlace[] = [];
  for (const [province, localities] of Object.entries(byProvince) as [
    Province,
    readonly string[],
  ][]) {
    for (const [position, locality] of localities.entries()) {
      const label = placeLabel(locality, province);
      places.push({
        locality,
        province,
        label,
        // Each province lists its capital and biggest cities first: among equal matches the
        // main cities of every province come before the smaller towns of any.
        order: position * 1000 + places.length,
        foldedLocality: foldPlace(locality),
        foldedLabel: foldPlace(label),
        foldedProvinces: [foldPlace(province), foldPlace(provinceShortName(province))],
      });
    }
  }
  const exact = new Map<string, Place>();
  const localityCount = new Map<string, number>();
  for (const place of places) {
    localityCount.set(place.foldedLocality, (localityCount.get(place.foldedLocality) ?? 0) + 1);
  }
  for (const place of places) {
    exact.set(place.foldedLabel, place);
    if (localityCount.get(place.foldedLocality) === 1) exact.set(place.foldedLocality, place);
  }
  return { places, exact } satisfies PlaceIndex;
}

/**
 * 0: the locality (or the whole label) starts with the text; 1: a later word of the locality
 * does; 2: the province does; 3: the text appears anywhere else in the label; null: no match.
 */
function rank(place: IndexedPlace, query: string): number | null {
  if (place.foldedLocality.startsWith(query) || place.foldedLabel.startsWith(query)) return 0;
  if (place.foldedLocality.split(/[\s.-]+/).some((word) => word.startsWith(query))) return 1;
  if (place.foldedProvinces.some((name) => name.startsWith(query))) return 2;
  if (place.foldedLabel.includes(query)) return 3;
  return null;
}

/** Up to `limit` places matching the typed text, prefix matches before infix ones. */
export function matchPlaces(index: PlaceIndex, typed: string, limit = 8): Place[] {
  const query = foldPlace(typed);
  if (!query) return [];
  const ranked: { place: IndexedPlace; rank: number }[] = [];
  for (const place of index.places) {
    const r = rank(place, query);
    if (r !== null) ranked.push({ place, rank: r });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.place.order - b.place.order);
  return ranked.slice(0, limit).map(({ place }) => ({
    locality: place.locality,
    province: place.province,
    label: place.label,
  }));
}

/**
 * The known place the typed text names exactly ('rosario, santa fe', 'Ushuaia'), or null when
 * it names none or a locality several provinces share ('Mercedes').
 */
export function findPlace(index: PlaceIndex, typed: string): Place | null {
  const place = index.exact.get(foldPlace(typed));
  return place ? { locality: place.locality, province: place.province, label: place.label } : null;
}
