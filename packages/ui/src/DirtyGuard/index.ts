export { useDirtyGuard, useConfirmLeave, type LeaveCode } from './useDirtyGuard';
