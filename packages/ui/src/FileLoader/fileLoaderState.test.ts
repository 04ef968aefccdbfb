import { describe, expect, it } from 'vitest';
import {
  fileLoaderReducer,
  initialState,
  isDirty,
  prepareFiles,
  visibleRows,
  type LoaderFile,
} from './fileLoaderState';

const loaded = (seq: number, name = `loaded-${seq}.pdf`): LoaderFile => ({
  key: `L${seq}`,
  name,
  size: 100,
  status: 'none',
  athFileId: 'F1',
  athFileSeq: seq,
});
const pick = (name: string, size = 10) => new File([new Uint8Array(size)], name);
let n = 0;
const key = () => `K${(n += 1)}`;

describe('file loader state', () => {
  it('adds created files, deletes loaded ones into the delete list and drops created ones', () => {
    let state = initialState([loaded(1), loaded(2)]);
    const { accepted } = prepareFiles(state, [pick('new.pdf')], {}, key);
    state = fileLoaderReducer(state, { type: 'add', files: accepted });
    expect(state.files.map((f) => [f.name, f.status])).toEqual([
      ['loaded-1.pdf', 'none'],
      ['loaded-2.pdf', 'none'],
      ['new.pdf', 'created'],
    ]);
    expect(isDirty(state)).toBe(true);
    state = fileLoaderReducer(state, { type: 'remove', key: accepted[0]!.key });
    expect(state.deleted).toEqual([]);
    expect(isDirty(state)).toBe(false);
    state = fileLoaderReducer(state, { type: 'remove', key: 'L1' });
    expect(state.files.map((f) => f.key)).toEqual(['L2']);
    expect(state.deleted.map((f) => f.key)).toEqual(['L1']);
    expect(isDirty(state)).toBe(true);
  });

  it('reset restores the initial list; a save makes everything none and clears the delete list', () => {
    let state = initialState([loaded(1)]);
    state = fileLoaderReducer(state, { type: 'remove', key: 'L1' });
    state = fileLoaderReducer(state, { type: 'add', files: prepareFiles(state, [pick('a.pdf')], {}, key).accepted });
    expect(fileLoaderReducer(state, { type: 'reset' })).toEqual(initialState([loaded(1)]));
    const saved = fileLoaderReducer(state, { type: 'saved', files: [loaded(2, 'a.pdf')] });
    expect(saved.files.every((f) => f.status === 'none')).toBe(true);
    expect(saved.deleted).toEqual([]);
    expect(isDirty(saved)).toBe(false);
  });

  it('checks before anything is sent, with the spec codes, against the files already listed', () => {
    const state = initialState([loaded(1, 'dup.pdf')]);
    const { accepted, refused } = prepareFiles(
      state,
      [pick('DUP.pdf'), pick('x.php.jpg'), pick('empty.png', 0), pick('ok.png')],
      { accept: 'image' },
      key,
    );
    expect(refused.map((r) => [r.name, r.code])).toEqual([
      ['DUP.pdf', 'PICMCM0025'],
      ['x.php.jpg', 'PICMCM0011'],
      ['empty.png', 'ACMCM0119'],
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
  });

  it('needs an attachment type when asked, once per type', () => {
    const state = initialState([{ ...loaded(1), docTypeCd: 'SEAL_CERT' }]);
    expect(prepareFiles(state, [pick('a.pdf')], { docTypeRequired: true }, key).refused[0]!.code).toBe('ACMCM0002');
    const again = prepareFiles(
      state,
      [pick('b.pdf')],
      { docTypeRequired: true, docTypeCd: 'SEAL_CERT', uniqueDocType: true },
      key,
    );
    expect(again.refused[0]!.code).toBe('PICMCM0025');
    const other = prepareFiles(
      state,
      [pick('c.pdf')],
      { docTypeRequired: true, docTypeCd: 'BANKBOOK', uniqueDocType: true },
      key,
    );
    expect(other.accepted[0]!.docTypeCd).toBe('BANKBOOK');
  });

  it('keeps a failed file for a retry and shows 1 to 3 rows', () => {
    let state = initialState();
    expect(visibleRows(state)).toBe(1);
    state = fileLoaderReducer(state, {
      type: 'add',
      files: prepareFiles(
        state,
        ['a', 'b', 'c', 'd'].map((x) => pick(`${x}.pdf`)),
        {},
        key,
      ).accepted,
    });
    expect(visibleRows(state)).toBe(3);
    const k = state.files[0]!.key;
    state = fileLoaderReducer(state, { type: 'progress', key: k, progress: 0.5 });
    state = fileLoaderReducer(state, { type: 'failed', key: k, error: 'APUQM0029' });
    expect(state.files[0]).toMatchObject({ error: 'APUQM0029', progress: undefined, status: 'created' });
    expect(fileLoaderReducer(state, { type: 'remove', key: 'missing' })).toBe(state);
  });
});
