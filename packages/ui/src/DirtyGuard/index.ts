export { useDirtyGuard, useConfirmLeave, type LeaveCode } from './useDirtyGuard';
export { DirtyScope, type DirtyScopeProps } from './DirtyScope';
