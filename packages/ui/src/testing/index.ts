// `@mro/ui/testing`: helpers for a consumer's own tests of screens built with @mro/ui (decision
// 0040). Korean IME composition through CDP (the same sequences as the design system's own
// stories), typing into the DataGrid, and waiting for the overlay host to settle. Not part of the
// main entry: an app never ships them.
export { createIme, IME_ENTERS, KOREAN_ENTERS, type CdpSession, type Ime, type ImeEnter, type ImeKey } from './ime';
export { findGrid, focusGridCell, gridCell, gridInput, typeInGridCell, waitUntil, type GridCellPosition } from './grid';
export { overlaySettled, waitForOverlaySettled } from './overlay';
