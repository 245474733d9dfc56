/**
 * The listings browser's card grid, by the width the browser has rather than the screen's: in a
 * dashboard, beside the sidebar, a 768 px screen leaves room for one card a row, not two. The
 * skeletons and the results share it, so the one takes the other's place exactly. Needs an
 * `@container` ancestor (the browser itself).
 */
export const listingGridClassName = 'grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3';
