export { Stack, Group, type StackProps, type GroupProps } from './Stack';
export type { SpaceStep } from './space';
