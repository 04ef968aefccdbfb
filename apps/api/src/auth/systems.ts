// Systems of the spec and which customer roles may use them: declared once in @mro/contract (the
// portal uses the same list). The entry site (MAIN) is where a user logs in; choosing a system
// afterwards issues tokens bound to it.
export { SYSTEMS, isSystem, systemsForRole, type Role, type SystemCode } from '@mro/contract';
