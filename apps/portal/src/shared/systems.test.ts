import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '@mro/contract';
import { ENTRY_HOME, NO_HOME_SYSTEMS, SYSTEM_BASES, goHomeOf, isSystemCode, systemOfPath } from './systems';

describe('the portal’s systems (issue 40 item 4: one list, the contract’s)', () => {
  it('covers every system of the contract: a base path, or none at all (GO, GP)', () => {
    expect(NO_HOME_SYSTEMS).toEqual(['GO', 'GP']);
    for (const system of SYSTEMS) {
      if ((NO_HOME_SYSTEMS as readonly string[]).includes(system)) {
        expect(isSystemCode(system)).toBe(false);
        expect(system in SYSTEM_BASES).toBe(false);
      } else {
        expect(isSystemCode(system)).toBe(true);
        expect(typeof SYSTEM_BASES[system as keyof typeof SYSTEM_BASES]).toBe('string');
      }
    }
    expect(systemOfPath('/go/anything')).toBe('MAIN');
  });

  it('hides go-home on the error pages of a system without a home path, and sends a visitor to the entry site', () => {
    // A GO or GP session: the server's home_path for them is null.
    expect(goHomeOf({ useAuthentication: true, homePath: null })).toBeNull();
    expect(goHomeOf({ useAuthentication: true, homePath: '/by' })).toBe('/by');
    expect(goHomeOf({ useAuthentication: false, homePath: null })).toBe(ENTRY_HOME);
  });
});
