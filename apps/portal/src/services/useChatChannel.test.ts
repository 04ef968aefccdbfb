import { describe, expect, it } from 'vitest';
import { channelUrl } from './useChatChannel';

describe('a chat channel of CM031', () => {
  const row = {
    cd: 'CHANNEL_BY_ITEM_URL',
    cdNm: 'Buyer item chat',
    usePsDefCn1: 'https://chat.example.com/b',
    usePsDefCn2: 'Y',
  };

  it('is offered only when usePsDefCn2 is Y and the row is used, with an http(s) address', () => {
    expect(channelUrl(row)).toBe('https://chat.example.com/b');
    expect(channelUrl({ ...row, usePsDefCn2: 'N' })).toBeNull();
    expect(channelUrl({ ...row, usePsDefCn2: null })).toBeNull();
    expect(channelUrl({ ...row, useYn: 'N' })).toBeNull();
    expect(channelUrl({ ...row, usePsDefCn1: '' })).toBeNull();
    expect(channelUrl({ ...row, usePsDefCn1: 'javascript:alert(1)' })).toBeNull();
    expect(channelUrl(undefined)).toBeNull();
  });
});
