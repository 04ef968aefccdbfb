import { describe, expect, it } from 'vitest';
import { BACKOFFICE_REASON_SCHEMA, userActions, validate } from '../src/index.ts';

describe('the back office user actions', () => {
  it('suspends active or dormant users, restores dormant or suspended ones, unlocks locked ones', () => {
    expect(userActions('ACTIVE', false)).toEqual(['suspend']);
    expect(userActions('DORMANT', false)).toEqual(['suspend', 'restore']);
    expect(userActions('SUSPENDED', false)).toEqual(['restore']);
    expect(userActions('ACTIVE', true)).toEqual(['suspend', 'unlock']);
    // Registrations are decided in the queue, not here; a lock is lifted whatever the state.
    expect(userActions('PENDING', false)).toEqual([]);
    expect(userActions('REJECTED', true)).toEqual(['unlock']);
  });

  it('requires a rejection reason of at most 500 characters', () => {
    expect(validate('', BACKOFFICE_REASON_SCHEMA)?.rule).toBe('required');
    expect(validate('x'.repeat(501), BACKOFFICE_REASON_SCHEMA)?.rule).toBe('max');
    expect(validate('x'.repeat(500), BACKOFFICE_REASON_SCHEMA)).toBeNull();
  });
});
