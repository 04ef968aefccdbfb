export { useLoading } from './useLoading';
export { createLoadingStore, type TrackOptions, type LoadingState } from './loadingStore';
