// One page, two grids: ?grid=ours (the @mro/ui DataGrid) or ?grid=rdg (react-data-grid). Only the
// chosen grid's code loads.
const grid = new URLSearchParams(location.search).get('grid');
await (grid === 'rdg' ? import('./rdg') : import('./ours'));
export {};
