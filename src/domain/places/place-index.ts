/** The suggestions' data, indexed: the module the combobox imports lazily. */
import { LOCALITIES_BY_PROVINCE } from './localities';
import { buildPlaceIndex } from './match-places';

export const placeIndex = buildPlaceIndex(LOCALITIES_BY_PROVINCE);
